/** The stored form of insights/rollup.ts's day aggregates: the documents of `insight_deltas` and `insight_days`. */

export interface SearchCounts {
  searches: number;
  /** Searches that found nothing. */
  zero: number;
  clicks: number;
  /** Sum of the positions of opened results (1 = first). */
  positionSum: number;
  /** Result count of the latest search. */
  results: number;
}

export interface Comment {
  articleId: string;
  text: string;
  at: string;
}

/**
 * The stored form: lists of small documents, since queries may hold `.` or `$` (not allowed in field
 * names) and FerretDB stores no nested arrays.
 */
export interface StoredRollup {
  searches: ({ query: string } & SearchCounts)[];
  votes: { articleId: string; yes: number; no: number }[];
  views: { articleId: string; views: number }[];
  comments: Comment[];
}
