import { roleAllows } from '@kb/contracts';
import { NOTIFICATION_POLL_MS } from '@kb/api-client/admin';
import { useCurrentSession } from '../people/usePeople';
import { useReviewQueue } from '../reviews/useReviews';

/** How many reviews wait in the Review queue, for a Publisher or above (0 for others, who cannot open it): polled as the notifications are. */
export function useReviewCount(token: string): number {
  const { data: session } = useCurrentSession(token);
  const allowed = session ? roleAllows(session.role, 'publisher') : false;
  const { data } = useReviewQueue(token, allowed, NOTIFICATION_POLL_MS);
  return data?.length ?? 0;
}
