import { z } from './zod';
import { Id } from './entities';
import { INSIGHT_PERIODS, LIMITS } from './limits';

/** Removes control characters (line breaks become spaces) and folds runs of white space. */
const plainText = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** POST /api/articles/:id/feedback: "Was this helpful?". A later call with a comment adds "What was missing?". */
export const FeedbackRequest = z.object({
  helpful: z.boolean(),
  comment: z.string().max(LIMITS.feedbackCommentMax, `Comment must be at most ${LIMITS.feedbackCommentMax} characters`).transform(plainText).optional(),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** `counted` is false when this reader already voted (or commented) on this article today. */
export const Recorded = z.object({ counted: z.boolean() });
export type Recorded = z.infer<typeof Recorded>;

/** POST /api/search-clicks: a search result was opened (search page; reusable by the search palette). */
export const SearchClickRequest = z.object({
  q: z.string().trim().min(1, 'Query is required').max(LIMITS.searchQueryMax),
  articleId: Id,
  /** 1 for the first result. */
  position: z.number().int().min(1).max(LIMITS.searchResultsMax),
});
export type SearchClickRequest = z.infer<typeof SearchClickRequest>;

/** A reader event about a query: control characters folded to spaces, 1 to 200 characters. */
const QueryEvent = z.object({
  q: z.string().max(LIMITS.searchQueryMax).transform(plainText).pipe(z.string().min(1, 'Query is required')),
});

/** POST /api/missing-article-reports: "Report a missing article" (the search palette's no-results state). */
export const MissingArticleReport = QueryEvent;
export type MissingArticleReport = z.infer<typeof MissingArticleReport>;

/**
 * POST /api/reader-events/search: a search the reader settled on, for Insights (`GET /api/search` records
 * nothing). The search page sends it once per page view and query, the search palette when its query
 * settles. The API counts the query's results itself.
 */
export const SettledSearch = QueryEvent;
export type SettledSearch = z.infer<typeof SettledSearch>;

export const InsightsQuery = z.object({
  days: z.coerce
    .number()
    .refine((days) => (INSIGHT_PERIODS as readonly number[]).includes(days), 'days must be 7, 30 or 90')
    .default(30),
});

/** Searches per day over the period, oldest first (one number per day). */
const Daily = z.array(z.number().int().nonnegative());

export const SearchInsight = z.object({
  query: z.string(),
  searches: z.number().int(),
  /** Result count the last time it was searched. */
  results: z.number().int(),
  clicks: z.number().int(),
  /** clicks / searches, 0..1. */
  clickThrough: z.number(),
  /** Mean position of the opened results (1 = first), null without clicks. */
  averagePosition: z.number().nullable(),
  daily: Daily,
});
export type SearchInsight = z.infer<typeof SearchInsight>;

export const FeedbackComment = z.object({ text: z.string(), at: z.iso.datetime() });

export const ArticleInsight = z.object({
  articleId: Id,
  title: z.string(),
  slug: z.string(),
  yes: z.number().int(),
  no: z.number().int(),
  /** yes / (yes + no), null without votes. */
  helpfulRatio: z.number().nullable(),
  views: z.number().int(),
  comments: z.array(FeedbackComment),
  daily: Daily,
});
export type ArticleInsight = z.infer<typeof ArticleInsight>;

export const Insights = z.object({
  days: z.number().int(),
  totals: z.object({ searches: z.number().int(), noResults: z.number().int(), clicks: z.number().int(), votes: z.number().int(), views: z.number().int() }),
  /** Searches per day, oldest first. */
  dailySearches: Daily,
  topSearches: z.array(SearchInsight),
  noResults: z.array(SearchInsight),
  noClicks: z.array(SearchInsight),
  /** Articles with votes, least helpful first. */
  helpfulness: z.array(ArticleInsight),
  mostViewed: z.array(ArticleInsight),
});
export type Insights = z.infer<typeof Insights>;
