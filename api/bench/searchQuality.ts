import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lunr from 'lunr';
import MiniSearch from 'minisearch';
import { z } from 'zod';
import { LIMITS } from '@kb/contracts';
import { SearchIndex } from '../src/search/searchIndex';
import { corpusDocs, type CorpusDoc } from './corpus';

/**
 * `pnpm bench:search-quality [--corpus=<folder>] [--show]`: converts a Docusaurus site
 * (`../shared/corpora/frigate-docs` by default) with the importer's conversion and the content
 * pipeline, then runs the judged queries of `data/frigate-queries.json` against our search index,
 * MiniSearch (defaults + prefix + fuzzy 0.2 + title boost 3) and Lunr (title boost 10, each term
 * also with edit distance 1), and prints success@1, success@3, MRR and nDCG@10 per system for the
 * tuning half, the held-out half and all queries. `--show` lists the tuning-half queries ours misses at 1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const Judged = z.object({
  queries: z.array(z.object({ query: z.string(), kind: z.string(), answers: z.array(z.string()).min(1), holdout: z.boolean() })),
});
type Query = z.infer<typeof Judged>['queries'][number];
type Engine = (query: string) => string[];

function ourEngine(docs: CorpusDoc[]): Engine {
  const index = SearchIndex.build(docs);
  const slugs = new Map(docs.map((d) => [d.id, d.slug]));
  return (query) => index.search(query, LIMITS.searchResultsMax).map((hit) => slugs.get(hit.id)!);
}

function miniSearchEngine(docs: CorpusDoc[]): Engine {
  const engine = new MiniSearch({ fields: ['title', 'text'], storeFields: ['slug'] });
  engine.addAll(docs);
  return (query) => engine.search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3 } }).slice(0, 50).map((r) => r.slug as string);
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

/** Graded gain: the first acceptable answer 2, the others 1. */
function measures(results: string[], answers: string[]) {
  const rank = results.findIndex((slug) => answers.includes(slug));
  const gain = (slug: string) => (slug === answers[0] ? 2 : answers.includes(slug) ? 1 : 0);
  const dcg = results.slice(0, 10).reduce((sum, slug, i) => sum + gain(slug) / Math.log2(i + 2), 0);
  const ideal = answers.slice(0, 10).reduce((sum, slug, i) => sum + gain(slug) / Math.log2(i + 2), 0);
  return { s1: rank === 0 ? 1 : 0, s3: rank >= 0 && rank < 3 ? 1 : 0, rr: rank >= 0 ? 1 / (rank + 1) : 0, ndcg: dcg / ideal };
}

function evaluate(engine: Engine, queries: Query[]) {
  const totals = { s1: 0, s3: 0, rr: 0, ndcg: 0 };
  for (const q of queries) {
    const m = measures(engine(q.query), q.answers);
    totals.s1 += m.s1;
    totals.s3 += m.s3;
    totals.rr += m.rr;
    totals.ndcg += m.ndcg;
  }
  const n = queries.length;
  return { s1: totals.s1 / n, s3: totals.s3 / n, mrr: totals.rr / n, ndcg: totals.ndcg / n };
}

async function main() {
  const { values: args } = parseArgs({ options: { corpus: { type: 'string' }, show: { type: 'boolean', default: false } } });
  const corpus = args.corpus ?? path.resolve(here, '../../../shared/corpora/frigate-docs');
  const { show } = args;
  const docs = await corpusDocs(corpus);
  const { queries } = Judged.parse(JSON.parse(await readFile(path.join(here, 'data/frigate-queries.json'), 'utf8')));
  const known = new Set(docs.map((d) => d.slug));
  for (const q of queries) for (const slug of q.answers) if (!known.has(slug)) throw new Error(`"${q.query}": no page ${slug}`);
  const engines: [string, Engine][] = [
    ['ours', ourEngine(docs)],
    ['MiniSearch (prefix, fuzzy 0.2, title ×3)', miniSearchEngine(docs)],
    ['Lunr (title ×10, edit distance 1)', lunrEngine(docs)],
  ];
  console.log(`${docs.length} pages from ${corpus}; ${queries.length} judged queries (${queries.filter((q) => q.holdout).length} held out)`);
  const halves: [string, Query[]][] = [
    ['tuning half', queries.filter((q) => !q.holdout)],
    ['held-out half', queries.filter((q) => q.holdout)],
    ['all queries', queries],
  ];
  const f = (n: number) => n.toFixed(3);
  for (const [label, subset] of halves) {
    console.log(`\n${label} (${subset.length})          success@1  success@3  MRR    nDCG@10`);
    for (const [name, engine] of engines) {
      const r = evaluate(engine, subset);
      console.log(`  ${name.padEnd(42)} ${f(r.s1)}      ${f(r.s3)}      ${f(r.mrr)}  ${f(r.ndcg)}`);
    }
  }
  if (show) {
    const ours = engines[0]![1];
    console.log('\nmissed at 1 by ours (tuning half):');
    for (const q of queries.filter((q) => !q.holdout)) {
      const results = ours(q.query);
      if (!q.answers.includes(results[0] ?? '')) console.log(`  [${q.kind}] "${q.query}" → ${results.slice(0, 3).join(', ')} (want ${q.answers.join(' | ')})`);
    }
  }
}

await main();
