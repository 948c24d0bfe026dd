import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** A judged query set: the queries, the kind of each, its acceptable answers (best first) and whether it is held out. */
const Judged = z.object({
  queries: z.array(z.object({ query: z.string(), kind: z.string(), answers: z.array(z.string()).min(1), holdout: z.boolean() })),
});
export type Query = z.infer<typeof Judged>['queries'][number];
/** A search engine under test: a query to the slugs it ranks, best first. */
export type Engine = (query: string) => string[];

/** Reads a judged query set and checks that every answer is a page of the corpus. */
export async function judgedQueries(file: string, slugs: ReadonlySet<string>): Promise<Query[]> {
  const { queries } = Judged.parse(JSON.parse(await readFile(file, 'utf8')));
  for (const q of queries) for (const slug of q.answers) if (!slugs.has(slug)) throw new Error(`"${q.query}": no page ${slug}`);
  return queries;
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

/** Prints success@1, success@3, MRR and nDCG@10 of each engine for the tuning half, the held-out half and all queries. */
export function report(engines: readonly [string, Engine][], queries: Query[]): void {
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
}

/** The subset a judged query's kind belongs to: questions, typos and section names; every other kind is a keyword query. */
export const SUBSETS = ['keyword', 'question', 'typo', 'section'] as const;
export const subsetOf = (q: Query): (typeof SUBSETS)[number] => (q.kind === 'question' || q.kind === 'typo' || q.kind === 'section' ? q.kind : 'keyword');

/** The MRR of each engine per subset (keyword, question, typo, section) and over all queries; a subset without queries shows "–". */
export function mrrBySubset(engines: readonly [string, Engine][], queries: Query[]): Record<string, Record<string, number>> {
  const table: Record<string, Record<string, number>> = {};
  const f = (n: number | undefined) => (n === undefined ? '  –  ' : n.toFixed(3));
  const counts = SUBSETS.map((s) => `${s} (${queries.filter((q) => subsetOf(q) === s).length})`.padEnd(14));
  console.log(`\nMRR per subset ${' '.repeat(28)}${counts.join(' ')} all (${queries.length})`);
  for (const [name, engine] of engines) {
    const row: Record<string, number> = {};
    for (const s of SUBSETS) {
      const subset = queries.filter((q) => subsetOf(q) === s);
      if (subset.length > 0) row[s] = evaluate(engine, subset).mrr;
    }
    row.all = evaluate(engine, queries).mrr;
    table[name] = row;
    console.log(`  ${name.padEnd(42)} ${SUBSETS.map((s) => f(row[s]).padEnd(14)).join(' ')} ${f(row.all)}`);
  }
  return table;
}

/** Lists the tuning-half queries the engine misses at 1, with its top three. */
export function showMisses(engine: Engine, queries: Query[]): void {
  console.log('\nmissed at 1 by ours (tuning half):');
  for (const q of queries.filter((q) => !q.holdout)) {
    const results = engine(q.query);
    if (!q.answers.includes(results[0] ?? '')) console.log(`  [${q.kind}] "${q.query}" → ${results.slice(0, 3).join(', ')} (want ${q.answers.join(' | ')})`);
  }
}
