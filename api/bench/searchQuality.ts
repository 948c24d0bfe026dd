import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import { LIMITS } from '@kb/contracts';
import { analysisFor, type SearchLanguage } from '../src/search/analysis';
import { SearchIndex } from '../src/search/searchIndex';
import { corpusDocs, type CorpusDoc } from './corpus';
import { judgedQueries, mrrBySubset, report, showMisses, type Engine, type Query } from './qualityMeasures';
import { summaryEvidence } from './summaryEvidence';
import { ANSWER_SHARE_MIN } from '../src/search/evidence';

/**
 * `pnpm bench:search-quality [--corpus=<folder>] [--show] [--brief]`: for each English corpus (the Frigate docs,
 * `--corpus` replacing its folder; the pnpm docs; the Wails docs: see ENGLISH) converts the Docusaurus site
 * with the importer's conversion and the content pipeline, then runs its judged queries against our search index,
 * MiniSearch (defaults + prefix + fuzzy 0.2 + title boost 3) and Lunr (title boost 10, each term
 * also with edit distance 1), and prints success@1, success@3, MRR and nDCG@10 per system for the
 * tuning half, the held-out half and all queries (not with `--brief`), then each system's MRR per subset
 * (keyword, question, typo, section: see subsetOf). `--show` lists the tuning-half queries ours misses at 1.
 * Then how the summary's threshold (ANSWER_SHARE_MIN, `--threshold=<share>` to try another) treats the judged queries and
 * the off-topic ones of `data/off-topic-queries.json` (summaryEvidence; `--evidence` lists each query's share).
 * Then the same for each translated corpus (`data/frigate-<lang>/`, with `data/frigate-<lang>-queries.json`):
 * ours with the language's analysis, ours with the English analysis (what a translation index had before),
 * and plain BM25 over the same words without stemming or segmentation.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
/** The translated corpora: Frigate pages in German and in Japanese (api/bench/data/README.md). */
const LANGUAGES: { language: SearchLanguage; name: string }[] = [
  { language: 'de', name: 'German' },
  { language: 'ja', name: 'Japanese' },
];

/** Ours on a corpus: its ranking, and how many queries get the right first result as a full match (quality tier above low). */
function ours(docs: CorpusDoc[], language: SearchLanguage = 'en'): { engine: Engine; index: SearchIndex; fullMatches(queries: Query[]): Query[] } {
  const index = SearchIndex.build(docs, { language });
  const slugs = new Map(docs.map((d) => [d.id, d.slug]));
  return {
    index,
    engine: (query) => index.search(query, LIMITS.searchResultsMax).map((hit) => slugs.get(hit.id)!),
    fullMatches: (queries) =>
      queries.filter((q) => {
        const [hit] = index.search(q.query, 1);
        return hit !== undefined && hit.qualityTier !== 'low' && q.answers.includes(slugs.get(hit.id)!);
      }),
  };
}

function miniSearchEngine(docs: CorpusDoc[]): Engine {
  const engine = new MiniSearch({ fields: ['title', 'text'], storeFields: ['slug'] });
  engine.addAll(docs);
  return (query) =>
    engine
      .search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 } })
      .slice(0, 50)
      .map((r) => r.slug as string);
}

function lunrEngine(docs: CorpusDoc[]): Engine {
  const index = lunr(function build() {
    this.ref('slug');
    this.field('title', { boost: 10 });
    this.field('text');
    for (const doc of docs) this.add(doc);
  });
  return (query) =>
    index
      .query((q) => {
        for (const token of lunr.tokenizer(query)) {
          const term = token.toString();
          q.term(term, {});
          q.term(term, { editDistance: 1, usePipeline: false });
        }
      })
      .slice(0, 50)
      .map((r) => r.ref);
}

const UNSEGMENTED = /[\p{L}\p{N}]+/gu;

/**
 * Plain BM25 (MiniSearch, title ×3, no prefix or typo expansion) over the language's own words
 * without its stems: the analysis' terms for German (folded, stop words out; stemming only groups
 * them), and for Japanese what is left without segmentation, runs of letters between spaces and punctuation.
 */
function plainBm25Engine(docs: CorpusDoc[], language: SearchLanguage): Engine {
  const analysis = analysisFor(language);
  const words = (text: string) => (language === 'ja' ? (text.normalize('NFKC').toLowerCase().match(UNSEGMENTED) ?? []) : analysis.terms(text));
  const engine = new MiniSearch({ fields: ['title', 'text'], storeFields: ['slug'], tokenize: words, processTerm: (term) => term });
  engine.addAll(docs);
  return (query) =>
    engine
      .search(query, { boost: { title: 3 } })
      .slice(0, 50)
      .map((r) => r.slug as string);
}

/** The English corpora with judged sets: Frigate (issue 31), and the pnpm and Wails docs (issue 46, data/README.md). */
const ENGLISH: { name: string; folder: string; queries: string }[] = [
  { name: 'Frigate', folder: path.resolve(here, '../test/fixtures/third_party/frigate-docs'), queries: 'frigate-queries.json' },
  { name: 'pnpm', folder: path.join(here, 'data/pnpm-docs'), queries: 'pnpm-queries.json' },
  { name: 'Wails', folder: path.join(here, 'data/wails-docs'), queries: 'wails-queries.json' },
];

async function main() {
  const { values: args } = parseArgs({
    options: {
      corpus: { type: 'string' },
      show: { type: 'boolean', default: false },
      brief: { type: 'boolean', default: false },
      evidence: { type: 'boolean', default: false },
      threshold: { type: 'string' },
    },
  });
  const summary: string[] = [];
  for (const site of ENGLISH) {
    const corpus = site.name === 'Frigate' && args.corpus ? path.resolve(args.corpus) : site.folder;
    const docs = await corpusDocs(corpus);
    const queries = await judgedQueries(path.join(here, 'data', site.queries), new Set(docs.map((d) => d.slug)));
    const own = ours(docs);
    const english = own.engine;
    const engines: [string, Engine][] = [
      ['ours', english],
      ['MiniSearch (prefix, fuzzy 0.2, title ×3)', miniSearchEngine(docs)],
      ['Lunr (title ×10, edit distance 1)', lunrEngine(docs)],
    ];
    console.log(`\n${site.name}: ${docs.length} pages from ${corpus}; ${queries.length} judged queries (${queries.filter((q) => q.holdout).length} held out)`);
    if (!args.brief) report(engines, queries);
    const table = mrrBySubset(engines, queries);
    summary.push(
      `  ${site.name.padEnd(10)} ours ${table.ours!.all!.toFixed(3)}  MiniSearch ${table[engines[1]![0]]!.all!.toFixed(3)}  Lunr ${table[engines[2]![0]]!.all!.toFixed(3)}`,
    );
    if (args.show) showMisses(english, queries);
    await summaryEvidence(
      site.name,
      own.index,
      docs,
      queries,
      path.join(here, 'data/off-topic-queries.json'),
      args.evidence,
      Number(args.threshold ?? ANSWER_SHARE_MIN),
    );
  }
  console.log(`\nMRR over all queries, per English corpus:\n${summary.join('\n')}`);
  for (const { language, name } of LANGUAGES) {
    const folder = path.join(here, `data/frigate-${language}`);
    const translated = await corpusDocs(folder);
    const judged = await judgedQueries(path.join(here, `data/frigate-${language}-queries.json`), new Set(translated.map((d) => d.slug)));
    const own = ours(translated, language);
    const asEnglish = ours(translated);
    console.log(
      `\n${name}: ${translated.length} translated pages from ${folder}; ${judged.length} judged queries (${judged.filter((q) => q.holdout).length} held out)`,
    );
    const languageEngines: [string, Engine][] = [
      [`ours (${name} analysis)`, own.engine],
      ['ours with the English analysis', asEnglish.engine],
      [language === 'ja' ? 'plain BM25 (no segmentation)' : 'plain BM25 (same words, no stemming)', plainBm25Engine(translated, language)],
    ];
    if (!args.brief) report(languageEngines, judged);
    mrrBySubset(languageEngines, judged);
    const full = own.fullMatches(judged);
    console.log(
      `\nfirst result right and a full match (the word or a form of it, not a prefix or typo guess): ${name} analysis ${full.length}/${judged.length}, English analysis ${asEnglish.fullMatches(judged).length}/${judged.length}`,
    );
    if (args.show) {
      showMisses(own.engine, judged);
      console.log(
        `not a full match: ${judged
          .filter((q) => !full.includes(q))
          .map((q) => `[${q.kind}] "${q.query}"`)
          .join(', ')}`,
      );
    }
  }
}

await main();
