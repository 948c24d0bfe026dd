import styled from 'styled-components';
import { adminRequest } from '@kb/api-client/admin';
import { Badge, space, Stack } from '@kb/ui';
import { Button, FieldLabel } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../common/Empty';
import { Table } from '../insights/tableStyle';
import { useCallAllowed } from '../people/usePeople';
import { useSiteSettingChange } from '../people/useSiteSettingChange';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { ReviewItem } from './ReviewItem';
import { useReviewQueue, useSchedules } from './useReviews';
import { Moment } from '../common/Moment';

/**
 * "Review queue" (publishers): the revisions editors submitted, each to Compare, Approve (now or at a
 * time) or send back; the scheduled publishes and unpublishes still to run (one whose creator could no longer
 * publish when it was due did not run: it "Needs a publisher", to cancel); for owners, the setting
 * that editors' changes need review. Below Publisher, the reason only.
 */
export function ReviewQueueSection({ token }: { token: string }) {
  const { allowed, reason } = useCallAllowed(token, 'reviewQueue');
  const queue = useReviewQueue(token, allowed);
  const schedules = useSchedules(token, allowed);
  const report = useErrorReporter();
  useQueryError(queue.error, 'Could not load the review queue');
  if (!allowed) return <Empty role="note">{reason}: publishers approve or send back what editors submit for review.</Empty>;

  const refresh = () => void Promise.all([queue.mutate(), schedules.mutate()]);
  const cancel = async (id: string) => {
    try {
      await adminRequest('cancelSchedule', { token, params: { id } });
      refresh();
    } catch (error) {
      report(error, apiProblem(error, 'Could not cancel the schedule').message);
    }
  };

  return (
    <Stack as="section" aria-label="Review queue">
      <ReviewSetting token={token} />
      {queue.data?.length === 0 && <Empty>Nothing is waiting for review.</Empty>}
      <List>
        {queue.data?.map((review) => (
          <ReviewItem key={review.id} token={token} review={review} onDecided={refresh} />
        ))}
      </List>
      <h4>Scheduled</h4>
      {schedules.data?.length === 0 && <Empty>Nothing is scheduled.</Empty>}
      {schedules.data?.length ? (
        <Table aria-label="Scheduled">
          <thead>
            <tr>
              <th>Article</th>
              <th>Action</th>
              <th>When</th>
              <th>By</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {schedules.data.map((schedule) => (
              <tr key={schedule.id}>
                <th>{schedule.articleTitle}</th>
                <td>{schedule.action === 'publish' ? 'Publish' : 'Unpublish'}</td>
                <td>
                  <Moment at={schedule.runAt} /> {schedule.needsPublisher ? <Badge $tone="warning">Needs a publisher</Badge> : null}
                </td>
                <td>{schedule.createdBy.adminName}</td>
                <td>
                  <Button type="button" onClick={() => void cancel(schedule.id)}>
                    Cancel
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

/** The site setting "Editors’ changes need review" (owners change it). */
function ReviewSetting({ token }: { token: string }) {
  const { allowed } = useCallAllowed(token, 'updateSiteSettings');
  const { data, change } = useSiteSettingChange(token, allowed, 'Could not change the review setting');
  if (!data) return null;
  return (
    <FieldLabel>
      <input type="checkbox" checked={data.reviewRequired} onChange={(event) => void change({ reviewRequired: event.target.checked })} /> Editors’ changes need
      review (an editor’s revision goes live only once approved here)
    </FieldLabel>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
