import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@kb/contracts';
import { analysisFor } from '../src/search/analysis';
import { SearchIndex } from '../src/search/searchIndex';
import { corpusDocs, type CorpusDoc } from './corpus';
import { judgedQueries, mrrBySubset, type Engine } from './qualityMeasures';

/**
 * `node --import tsx api/bench/bridging.ts`: issue 46's vocabulary-bridging experiments on the English judged sets
 * (decision 0171). Each adds words to the query, searches again, and fuses the two rankings (reciprocal rank
 * fusion, the expanded ranking at weight FUSED): pseudo-relevance feedback (RM3-style: words of the first
 * results, weighted by rank, term frequency and rarity) and term associations learned from the corpus (title
 * and heading words of the pages whose body holds a query word). Measured here, outside the engine, so that
 * only what helps goes into it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const analysis = analysisFor('en');
const SITES = [
  { name: 'Frigate', folder: path.resolve(here, '../test/fixtures/third_party/frigate-docs'), queries: 'frigate-queries.json' },
  { name: 'pnpm', folder: path.join(here, 'data/pnpm-docs'), queries: 'pnpm-queries.json' },
  { name: 'Wails', folder: path.join(here, 'data/wails-docs'), queries: 'wails-queries.json' },
];
const RRF_K = 60;
const settings = { depth: Number(process.env.PRF_DOCS ?? 3), words: Number(process.env.PRF_WORDS ?? 5), fused: Number(process.env.FUSED ?? 0.5) };

/** Reciprocal rank fusion of rankings with their weights. */
function fuse(rankings: [string[], number][]): string[] {
  const scores = new Map<string, number>();
  for (const [ranking, weight] of rankings) ranking.forEach((slug, i) => scores.set(slug, (scores.get(slug) ?? 0) + weight / (RRF_K + i + 1)));
  return [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([slug]) => slug);
}

function corpusStats(docs: CorpusDoc[]) {
  const body = new Map<string, Map<string, number>>();
  const headline = new Map<string, Set<string>>();
  const documents = new Map<string, number>();
  for (const doc of docs) {
    const counts = new Map<string, number>();
    for (const term of analysis.terms(doc.text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    body.set(doc.slug, counts);
    headline.set(doc.slug, new Set(analysis.terms([doc.title, ...doc.headings.map((h) => h.title)].join('\n'))));
    for (const term of new Set([...counts.keys(), ...headline.get(doc.slug)!])) documents.set(term, (documents.get(term) ?? 0) + 1);
  }
  const idf = (term: string) => Math.log(1 + docs.length / (1 + (documents.get(term) ?? 0)));
  return { body, headline, idf };
}

function main(docs: CorpusDoc[]): [string, Engine][] {
  const index = SearchIndex.build(docs);
  const slugs = new Map(docs.map((d) => [d.id, d.slug]));
  const ours: Engine = (query) => index.search(query, LIMITS.searchResultsMax).map((hit) => slugs.get(hit.id)!);
  const { body, headline, idf } = corpusStats(docs);
  const expandedWith = (query: string, words: string[]): string[] => {
    const first = ours(query);
    return words.length === 0
      ? first
      : fuse([
          [first, 1],
          [ours(`${query} ${words.join(' ')}`), settings.fused],
        ]);
  };
  const prf: Engine = (query) => {
    const typed = new Set(analysis.terms(query));
    const weights = new Map<string, number>();
    ours(query)
      .slice(0, settings.depth)
      .forEach((slug, rank) => {
        const counts = body.get(slug)!;
        const length = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
        for (const [term, n] of counts) if (!typed.has(term)) weights.set(term, (weights.get(term) ?? 0) + (n / length / (rank + 1)) * idf(term));
      });
    const words = [...weights]
      .sort((a, b) => b[1] - a[1])
      .slice(0, settings.words)
      .map(([w]) => w);
    return expandedWith(query, words);
  };
  // Term associations: for a query word, the title and heading words of the pages whose body holds it.
  const associated = new Map<string, [string, number][]>();
  const associations = (word: string): [string, number][] => {
    let found = associated.get(word);
    if (found) return found;
    const together = new Map<string, number>();
    let holding = 0;
    for (const [slug, counts] of body) {
      if (!counts.has(word)) continue;
      holding += 1;
      for (const term of headline.get(slug)!) if (term !== word) together.set(term, (together.get(term) ?? 0) + 1);
    }
    found = [...together]
      .filter(([, n]) => n >= 2)
      .map(([term, n]): [string, number] => [term, (n / holding) * idf(term)])
      .sort((a, b) => b[1] - a[1]);
    associated.set(word, found);
    return found;
  };
  const assoc: Engine = (query) => {
    const typed = analysis.terms(query);
    const weights = new Map<string, number>();
    for (const word of typed)
      for (const [term, w] of associations(word).slice(0, 3)) if (!typed.includes(term)) weights.set(term, (weights.get(term) ?? 0) + w);
    const words = [...weights]
      .sort((a, b) => b[1] - a[1])
      .slice(0, settings.words)
      .map(([w]) => w);
    return expandedWith(query, words);
  };
  return [
    ['ours', ours],
    [`ours + PRF (${settings.depth} pages, ${settings.words} words, fused ×${settings.fused})`, prf],
    [`ours + term associations (fused ×${settings.fused})`, assoc],
  ];
}

const totals: string[] = [];
for (const site of SITES) {
  const docs = await corpusDocs(site.folder);
  const queries = await judgedQueries(path.join(here, 'data', site.queries), new Set(docs.map((d) => d.slug)));
  console.log(`\n${site.name}: ${docs.length} pages, ${queries.length} judged queries`);
  const table = mrrBySubset(main(docs), queries);
  totals.push(
    `${site.name}: ${Object.entries(table)
      .map(([name, row]) => `${name.split(' (')[0]} ${row.all!.toFixed(3)}`)
      .join(', ')}`,
  );
}
console.log(`\n${totals.join('\n')}`);
