import type { FeedbackRequest, SearchClickRequest } from '@kb/contracts';
import { request } from './client';

/**
 * Fire-and-forget reports of what readers do; a failure (offline, rate-limited) is ignored, since
 * nothing on the page depends on it.
 */
export function recordArticleView(articleId: string): void {
  request('articleView', { params: { id: articleId } }).catch(() => {});
}

/**
 * A search the reader settled on, for Insights (GET /api/search records nothing): the search page sends
 * it once per page view and query, the search palette when its query settles.
 */
export function recordSearch(query: string): void {
  request('settledSearch', { body: { q: query } }).catch(() => {});
}

/** A search result was opened: the search page uses it, and the search palette can. */
export function recordSearchClick(click: SearchClickRequest): void {
  request('searchClick', { body: click }).catch(() => {});
}

/**
 * "Report a missing article" for what the reader searched (the search palette's no-results state).
 * Resolves to whether it counted (false when this reader already reported that query today); rejects
 * on failure, so the caller can say so.
 */
export async function reportMissingArticle(query: string): Promise<boolean> {
  return (await request('missingArticle', { body: { q: query } })).counted;
}

/**
 * POST /api/articles/{id}/feedback: "Was this helpful?" and, after No, "What was missing?". Unlike the
 * reports above the reader waits for it, so it rejects on failure. A plain call, not an SWR mutation: it
 * changes nothing the page has cached, and visitors then never download swr/mutation.
 */
export async function sendArticleFeedback(articleId: string, feedback: FeedbackRequest): Promise<void> {
  await request('articleFeedback', { params: { id: articleId }, body: feedback });
}
