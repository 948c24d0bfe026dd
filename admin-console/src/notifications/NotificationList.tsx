import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useNotificationActions, useNotificationList } from '@kb/api-client/admin';
import type { Notification } from '@kb/contracts';
import { color, space } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { ModalDialog } from '../authoring/ModalDialog';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../common/Empty';
import { Moment } from '../common/Moment';
import { useLeaveGuard } from '../leaveGuard/LeaveGuard';
import { useErrorReporter } from '../toasts/useErrorReporter';

/**
 * The person's notifications, newest first: each a link to the article or the Review queue (opening one marks it
 * read), unread ones marked "New", and "Mark all read".
 */
export function NotificationList({ token, open, onOpenChange }: { token: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, error } = useNotificationList(token, open);
  const { markRead } = useNotificationActions(token);
  const navigate = useNavigate();
  const { confirmLeave } = useLeaveGuard();
  const report = useErrorReporter();
  const mark = (ids?: string[]) =>
    markRead(ids).catch((caught: unknown) => report(caught, apiProblem(caught, 'Could not mark the notifications read').message));
  const follow = (entry: Notification) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    confirmLeave(() => {
      onOpenChange(false);
      if (!entry.read) void mark([entry.id]);
      navigate(entry.href);
    });
  };
  const unread = data?.unread ?? 0;
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="Notifications" description={unread > 0 ? `${unread} unread` : 'Nothing unread'}>
      {error ? <Empty>The notifications could not be loaded.</Empty> : null}
      {!data && !error ? <Empty>Loading…</Empty> : null}
      {data && data.items.length === 0 ? <Empty>Nothing yet: reviews requested, decisions on your articles and scheduled publishes show here.</Empty> : null}
      {data && data.items.length > 0 ? (
        <List aria-label="Your notifications">
          {data.items.map((entry) => (
            <Entry key={entry.id} $unread={!entry.read}>
              {entry.read ? null : <New>New</New>}
              <a href={entry.href} onClick={follow(entry)}>
                {entry.text}
              </a>
              <When>
                <Moment at={entry.createdAt} />
              </When>
            </Entry>
          ))}
        </List>
      ) : null}
      <Actions>
        <Button $size="lg" type="button" disabled={unread === 0} onClick={() => void mark()}>
          Mark all read
        </Button>
      </Actions>
    </ModalDialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: ${space(4)} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Entry = styled.li<{ $unread: boolean }>`
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${({ $unread }) => ($unread ? color('accent') : 'transparent')};
  background: ${color('bgSubtle')};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};

  a {
    color: ${color('text')};
  }
`;

const New = styled.span`
  margin-right: ${space(2)};
  color: ${color('accent')};
  font-size: 0.75rem;
  text-transform: uppercase;
`;

const When = styled.div`
  font-size: 0.8125rem;
  font-weight: 400;
  color: ${color('textMuted')};
`;

const Actions = styled.div`
  margin-top: ${space(4)};
`;
