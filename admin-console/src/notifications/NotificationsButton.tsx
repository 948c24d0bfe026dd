import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_WRITE_EVENT, useNotificationActions, useUnreadNotifications } from '@kb/api-client/admin';
import { color, space } from '@kb/ui';
import { Button } from '@kb/ui/controls';

// The list's code (and Radix's dialog) loads when it is first opened.
const NotificationList = lazy(() => import('./NotificationList').then((m) => ({ default: m.NotificationList })));

/** The header button's accessible name: exactly "Notifications (2 unread)", or "Notifications" with none unread. */
const notificationsLabel = (unread: number) => (unread > 0 ? `Notifications (${unread} unread)` : 'Notifications');

/**
 * "Notifications" in the header: its name carries the unread count (polled, and read again after the
 * person's own writes), and it opens the list of their notifications.
 */
export function NotificationsButton({ token }: { token: string }) {
  const { data } = useUnreadNotifications(token);
  const { refresh } = useNotificationActions(token);
  const [open, setOpen] = useState(false);
  const unread = data?.unread ?? 0;
  const label = notificationsLabel(unread);
  useEffect(() => {
    const onWrite = () => void refresh();
    window.addEventListener(ADMIN_WRITE_EVENT, onWrite);
    return () => window.removeEventListener(ADMIN_WRITE_EVENT, onWrite);
  }, [refresh]);
  return (
    <>
      <Button $size="lg" type="button" aria-label={label} title={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Notifications
        {unread > 0 ? <Count aria-hidden="true">{unread}</Count> : null}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationList token={token} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${space(2)};
  padding: 0 ${space(1)};
  border-radius: 999px;
  background: ${color('accent')};
  color: ${color('accentText')};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
