/**
 * Day aggregates of reader events, kept as events arrive (FerretDB's aggregation is slow and not
 * always right, so nothing is aggregated at query time). One `DayRollup` holds a day's counts;
 * rollups add up (merge), so a batch of events, a day and a period all have the same shape.
 */

import type { Comment, SearchCounts, StoredRollup } from './models';

export interface DayRollup {
  searches: Map<string, SearchCounts>;
  votes: Map<string, { yes: number; no: number }>;
  views: Map<string, number>;
  comments: Comment[];
}

export const emptyRollup = (): DayRollup => ({ searches: new Map(), votes: new Map(), views: new Map(), comments: [] });

export function searchCounts(rollup: DayRollup, query: string): SearchCounts {
  let counts = rollup.searches.get(query);
  if (!counts) rollup.searches.set(query, (counts = { searches: 0, zero: 0, clicks: 0, positionSum: 0, results: 0 }));
  return counts;
}

export function voteCounts(rollup: DayRollup, articleId: string): { yes: number; no: number } {
  let counts = rollup.votes.get(articleId);
  if (!counts) rollup.votes.set(articleId, (counts = { yes: 0, no: 0 }));
  return counts;
}

/**
 * What one day keeps, which bounds a day's document and memory whatever the traffic: its most
 * searched queries (the rest counted under OTHER_QUERIES), and the first (earliest) "What was missing?"
 * comments per article and in all (the Insights card shows an article's five newest of a period).
 */
export const DAY_LIMITS = { queries: 20_000, commentsPerArticle: 20, comments: 1_000 } as const;
/** The key under which a day counts the searches of queries past DAY_LIMITS: no query is empty, so these count in the totals and show in no list. */
export const OTHER_QUERIES = '';

function addSearchCounts(into: SearchCounts, counts: SearchCounts): void {
  into.searches += counts.searches;
  into.zero += counts.zero;
  into.clicks += counts.clicks;
  into.positionSum += counts.positionSum;
  if (counts.searches > 0) into.results = counts.results;
}

/** Adds `source` into `target` (the later rollup's result counts win). */
export function mergeInto(target: DayRollup, source: DayRollup): DayRollup {
  for (const [query, counts] of source.searches) addSearchCounts(searchCounts(target, query), counts);
  for (const [articleId, counts] of source.votes) {
    const into = voteCounts(target, articleId);
    into.yes += counts.yes;
    into.no += counts.no;
  }
  for (const [articleId, views] of source.views) target.views.set(articleId, (target.views.get(articleId) ?? 0) + views);
  target.comments.push(...source.comments);
  return target;
}

/** Trims a day's rollup to DAY_LIMITS (in place). */
export function boundDay(day: DayRollup): DayRollup {
  if (day.searches.size > DAY_LIMITS.queries) {
    const other = searchCounts(day, OTHER_QUERIES);
    const ranked = [...day.searches].filter(([query]) => query !== OTHER_QUERIES).sort(([, a], [, b]) => b.searches - a.searches || b.clicks - a.clicks);
    for (const [query, counts] of ranked.slice(DAY_LIMITS.queries - 1)) {
      addSearchCounts(other, counts);
      day.searches.delete(query);
    }
  }
  if (day.comments.length > DAY_LIMITS.commentsPerArticle) {
    const perArticle = new Map<string, number>();
    const kept: Comment[] = [];
    // The earliest are kept, in whatever order deltas arrive: a comment once kept is never displaced by a later one.
    for (const comment of [...day.comments].sort((a, b) => a.at.localeCompare(b.at))) {
      const count = perArticle.get(comment.articleId) ?? 0;
      if (count >= DAY_LIMITS.commentsPerArticle || kept.length >= DAY_LIMITS.comments) continue;
      perArticle.set(comment.articleId, count + 1);
      kept.push(comment);
    }
    day.comments = kept;
  }
  return day;
}

export function isEmptyRollup(rollup: DayRollup): boolean {
  return rollup.searches.size === 0 && rollup.votes.size === 0 && rollup.views.size === 0 && rollup.comments.length === 0;
}

export function toStored(rollup: DayRollup): StoredRollup {
  return {
    searches: [...rollup.searches].map(([query, counts]) => ({ query, ...counts })),
    votes: [...rollup.votes].map(([articleId, { yes, no }]) => ({ articleId, yes, no })),
    views: [...rollup.views].map(([articleId, views]) => ({ articleId, views })),
    comments: rollup.comments.map(({ articleId, text, at }) => ({ articleId, text, at })),
  };
}

export function fromStored(stored: Partial<StoredRollup>): DayRollup {
  return {
    searches: new Map(
      (stored.searches ?? []).map(({ query, searches, zero, clicks, positionSum, results }) => [query, { searches, zero, clicks, positionSum, results }]),
    ),
    votes: new Map((stored.votes ?? []).map(({ articleId, yes, no }) => [articleId, { yes, no }])),
    views: new Map((stored.views ?? []).map(({ articleId, views }) => [articleId, views])),
    comments: (stored.comments ?? []).map(({ articleId, text, at }) => ({ articleId, text, at })),
  };
}

/** UTC day of a date, `YYYY-MM-DD`: the unit of aggregation, salts and retention. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The `days` UTC days ending with `now`'s, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => dayOf(new Date(today - (days - 1 - i) * 86_400_000)));
}
