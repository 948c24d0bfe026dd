/**
 * How much of a query one result answers (issue 46): per query term its weight (rarer is heavier, see termWeight;
 * a word no article has weighs most) and whether the result holds it (see SearchIndex.evidence).
 */
export interface TermEvidence {
  weight: number;
  found: boolean;
}

/**
 * Below this share of the query's weight no result answers the query, and the summary says so instead of quoting
 * passages (decision 0188). Measured on the judged sets and off-topic queries (`pnpm bench:search-quality`): off-topic
 * queries that still get keyword hits hold at most 0.47 ("how to file my tax return" on the pnpm docs: "file" and
 * "return", not "tax"); the answering pages of the judged queries 1.0, but for two typos corrected only in a body.
 */
export const ANSWER_SHARE_MIN = 0.5;

/** The share of the query's weight a result holds, 0–1. */
export function answerShare(terms: readonly TermEvidence[]): number {
  const total = terms.reduce((sum, t) => sum + t.weight, 0);
  return total === 0 ? 0 : terms.reduce((sum, t) => sum + (t.found ? t.weight : 0), 0) / total;
}

/** Whether a result answers the query well enough to be quoted. */
export const answersQuery = (terms: readonly TermEvidence[]) => answerShare(terms) >= ANSWER_SHARE_MIN;
