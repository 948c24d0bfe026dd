import { COVERAGE_CHECKS, HEADING_CANDIDATES, RERANK_CANDIDATES } from './engineOptions';
import type { PlannedTerm } from './queryPlan';
import type { CoverageRanker } from './rerank';
import { textMatches } from './excerpt';
import type { DocContent } from './searchDoc';
import type { Match } from './sentences';
import { bitCount, topByRank, type ScoredQuery } from './topScorer';

/** A query's scored documents and what ranking them reads of the index (by article id). */
export interface Candidates {
  scored: ScoredQuery;
  ranker: CoverageRanker;
  titleOf(key: string): string;
  contentOf(key: string): DocContent;
  /** Where a document's matched words are in its text: found once a query, for pairFactor and then its excerpt. */
  matchesOf(id: number): Match[];
  /** Whether an article's body holds a term. */
  inBody(term: string, key: string): boolean;
}

/** Higher score first; equal scores by article id (never by the order articles were indexed in). */
const byScore = (a: { key: string; score: number }, b: { key: string; score: number }) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** MiniSearch's final score: the summed BM25 times the number of query terms matched. */
const finalScore = (scored: ScoredQuery) => (id: number) => scored.scores[id]! * bitCount(scored.masks[id]!);

/**
 * The best `limit` of `ids`: the top by score re-ranked by title and heading coverage, then the first
 * HEADING_CANDIDATES of those by their best single heading (CoverageRanker.headingFactor) and by the query's
 * neighbouring words their text holds together (CoverageRanker.pairFactor).
 */
export function reranked(
  { scored, ranker, titleOf, contentOf, matchesOf }: Candidates,
  ids: ArrayLike<number>,
  limit: number,
): { id: number; score: number }[] {
  const rank = finalScore(scored);
  const ranked = topByRank(ids, Math.max(limit, RERANK_CANDIDATES), rank, scored.idOf)
    .map((id) => ({ id, key: scored.idOf(id), score: rank(id) * ranker.factor(id, titleOf(scored.idOf(id)), scored.masks[id]!) }))
    .sort(byScore);
  const first = ranked.slice(0, HEADING_CANDIDATES).map((hit) => ({
    ...hit,
    score:
      hit.score *
      ranker.headingFactor(hit.id, () => contentOf(hit.key).headings) *
      ranker.pairFactor(scored.masks[hit.id]!, () => ({ text: contentOf(hit.key).text, matches: matchesOf(hit.id) })),
  }));
  return [...first.sort(byScore), ...ranked.slice(HEADING_CANDIDATES)].slice(0, limit).map(({ id, score }) => ({ id, score }));
}

/** Candidates.matchesOf: each document's matched words (ScoredQuery.result) found in its text once, then remembered. */
export function matchesMemo(scored: ScoredQuery, contentOf: (key: string) => DocContent): (id: number) => Match[] {
  const found = new Map<number, Match[]>();
  return (id) => {
    let matches = found.get(id);
    if (matches === undefined) found.set(id, (matches = textMatches(contentOf(scored.idOf(id)), new Set(scored.result(id).terms))));
    return matches;
  };
}

/**
 * With common terms left out of the body, a document's count of matched query terms is too low
 * when one of them is only in its body. The best-scored documents that matched another term (few,
 * for a query that also has a rarer word) are checked, and documents matching more query terms
 * rank first; within the same count, by re-ranked score.
 */
export function coverageFirst(candidates: Candidates, plan: readonly PlannedTerm[], limit: number): { id: number; score: number }[] {
  const { scored, inBody } = candidates;
  const rank = finalScore(scored);
  let otherMask = 0;
  plan.forEach((term, i) => {
    if (!term.headlineOnly) otherMask |= 2 ** i;
  });
  const { matched, masks } = scored;
  const covered = new Map<number, number>();
  // Plain loops over the typed arrays: at 100,000 matches their callbacks' dispatch was a fifth of the query.
  const withOther: number[] = [];
  for (let i = 0; i < matched.length; i += 1) if ((masks[matched[i]!]! & otherMask) !== 0) withOther.push(matched[i]!);
  for (const id of topByRank(withOther, COVERAGE_CHECKS, rank, scored.idOf)) {
    const unmatched = plan.filter((term, i) => term.headlineOnly && (masks[id]! & (2 ** i)) === 0);
    const inBodyCount = unmatched.filter((term) => inBody(term.term, scored.idOf(id))).length;
    covered.set(id, bitCount(masks[id]!) + inBodyCount);
  }
  const byCoverage: number[][] = [];
  for (let i = 0; i < matched.length; i += 1) {
    const id = matched[i]!;
    (byCoverage[covered.get(id) ?? bitCount(masks[id]!)] ??= []).push(id);
  }
  const picked: { id: number; score: number }[] = [];
  for (let level = byCoverage.length - 1; level >= 0 && picked.length < limit; level -= 1) {
    picked.push(...reranked(candidates, byCoverage[level] ?? [], limit - picked.length));
  }
  return picked;
}
