import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** How often the console asks for the unread count (and the review queue's count): a modest poll, no push. */
export const NOTIFICATION_POLL_MS = 30_000;

/** The caller's unread count, polled (one indexed read on the server). */
export function useUnreadNotifications(token: string | null) {
  return useSWR(token ? adminKeys.unreadNotifications(token) : null, ([, t]) => adminRequest('unreadNotifications', { token: t }), {
    refreshInterval: NOTIFICATION_POLL_MS,
  });
}

/** The caller's newest notifications (read when the list is open). */
export function useNotificationList(token: string | null, open: boolean) {
  return useSWR(token && open ? adminKeys.notifications(token) : null, ([, t]) => adminRequest('notifications', { token: t }));
}

/**
 * Refreshes the notification counts, the Review queue and the work filters' counts and lists now (after the user's own actions: a submit, an approval…) and marks
 * entries read ("Mark all read" without ids).
 */
export function useNotificationActions(token: string | null) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () =>
      mutate(
        (key) =>
          Array.isArray(key) &&
          typeof key[0] === 'string' &&
          (key[0].startsWith('/api/admin/notifications') ||
            key[0] === '/api/admin/reviews' ||
            key[0] === '/api/admin/article-search' ||
            (key[0] === '/api/admin/tree' && key[2] === null)),
      ),
    [mutate],
  );
  const markRead = useCallback(
    async (ids?: string[]) => {
      if (!token) return;
      await adminRequest('markNotificationsRead', { token, body: ids ? { ids } : {} });
      await refresh();
    },
    [token, refresh],
  );
  return { refresh, markRead };
}

/** The caller's notification mail choice (none, each, daily digest). */
export function useNotificationSettings(token: string | null) {
  return useSWR(token ? adminKeys.notificationSettings(token) : null, ([, t]) => adminRequest('notificationSettings', { token: t }));
}
