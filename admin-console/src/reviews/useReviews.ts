import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';

/** The pending reviews (publishers only: `enabled` is the session's role allowing it), read again every `refreshInterval` ms when given. */
export function useReviewQueue(token: string, enabled: boolean, refreshInterval?: number) {
  return useSWR(
    enabled ? ['/api/admin/reviews', token] : null,
    ([, t]) => adminRequest('reviewQueue', { token: t }),
    refreshInterval ? { refreshInterval } : undefined,
  );
}

/** The schedules still to run. */
export function useSchedules(token: string, enabled: boolean) {
  return useSWR(enabled ? ['/api/admin/schedules', token] : null, ([, t]) => adminRequest('schedules', { token: t }));
}

/** An article's reviews, newest first: the editor sees the latest decision on the article. */
export function useArticleReviews(token: string, articleId: string | null) {
  return useSWR(articleId ? ['/api/admin/articles/reviews', token, articleId] : null, ([, t, id]) =>
    adminRequest('articleReviews', { token: t, params: { id } }),
  );
}

/** A `datetime-local` input's value (the browser's local time) as an ISO time, or undefined when empty. */
export function isoFromLocal(value: string): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}
