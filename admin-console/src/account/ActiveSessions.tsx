import { adminRequest } from '@kb/api-client/admin';
import { SIGN_IN_METHOD_LABELS, type ActiveSession } from '@kb/contracts';
import { Stack } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../common/Empty';
import { Table } from '../insights/tableStyle';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { useActiveSessions } from './useAccount';
import { dateTime } from '../common/dates';
import { Moment } from '../common/Moment';

/**
 * Where the signed-in person (or, for the shared password, its site administrator) is signed in: how each
 * session was opened, from where and when, with "End" for each other one; "Sign out everywhere" in the
 * header ends them all.
 */
export function ActiveSessions({ token }: { token: string }) {
  const { data: sessions, error, mutate } = useActiveSessions(token);
  const report = useErrorReporter();
  useQueryError(error, 'Could not load your sessions');

  const end = async (session: ActiveSession) => {
    try {
      await adminRequest('endSession', { token, params: { id: session.id } });
      await mutate();
    } catch (caught) {
      report(caught, apiProblem(caught, 'Could not end that session').message);
    }
  };

  return (
    <Stack as="section" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Active sessions</h3>
      <Empty>
        Where you are signed in. “Sign out everywhere” at the top ends every one of them, this one included, and removes your passkeys: add them again
        afterwards.
      </Empty>
      {sessions && sessions.length > 0 ? (
        <Table aria-label="Your active sessions" columns={['Signed in with', 'From', 'Browser', 'Since', 'Actions']}>
          {sessions.map((session) => (
            <tr key={session.id}>
              <th scope="row">{session.method ? SIGN_IN_METHOD_LABELS[session.method] : 'Unknown'}</th>
              <td>{session.address ?? 'Unknown'}</td>
              <td title={session.userAgent ?? undefined}>{session.browser}</td>
              <td>
                <Moment at={session.createdAt} />
              </td>
              <td>
                {session.current ? (
                  'This browser'
                ) : (
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`End the session from ${session.address ?? 'an unknown address'} since ${dateTime(session.createdAt)}`}
                    onClick={() => void end(session)}
                  >
                    End
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        !error && <Empty>Loading your sessions…</Empty>
      )}
    </Stack>
  );
}
