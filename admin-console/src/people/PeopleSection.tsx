import { useState } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import { ROLE_LABELS, ROLES, type Person, type PersonLink, type Role } from '@kb/contracts';
import { Row, Stack } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Choice } from '../common/Options';
import { Empty } from '../common/Empty';
import { Table } from '../insights/tableStyle';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { InviteForm } from './InviteForm';
import { LinkToCopy } from './LinkToCopy';
import { SharedSignInSetting } from './SharedSignInSetting';
import { useCallAllowed, usePeople } from './usePeople';

/**
 * "People": the team with their roles. Owners invite people (a link to copy), change roles, reset
 * passwords (a new link) and remove people; others see the list, with the reason they cannot change it.
 */
export function PeopleSection({ token }: { token: string }) {
  const { data: people, error, isLoading, mutate } = usePeople(token);
  const { allowed, reason } = useCallAllowed(token, 'invitePerson');
  const report = useErrorReporter();
  useQueryError(error, 'Could not load the people');
  const [issued, setIssued] = useState<{ link: PersonLink; purpose: 'Invitation' | 'Password reset' } | null>(null);

  const act = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
      await mutate();
    } catch (caught) {
      report(caught, apiProblem(caught, failure).message);
    }
  };
  const changeRole = (person: Person, role: Role) =>
    act(() => adminRequest('updatePerson', { token, params: { id: person.id }, body: { role } }), `Could not change the role of ${person.name}`);
  const reset = (person: Person) =>
    act(async () => setIssued({ link: await adminRequest('resetPassword', { token, params: { id: person.id } }), purpose: 'Password reset' }), `Could not reset the password of ${person.name}`);
  const remove = (person: Person) => {
    if (!window.confirm(`Remove ${person.name} (${person.email})? Their sessions end at once.`)) return;
    void act(() => adminRequest('removePerson', { token, params: { id: person.id } }), `Could not remove ${person.name}`);
  };

  return (
    <Stack as="section" aria-labelledby="people-title">
      <h3 id="people-title">People</h3>
      {allowed ? (
        <InviteForm
          token={token}
          onInvited={(link) => {
            setIssued({ link, purpose: 'Invitation' });
            void mutate();
          }}
        />
      ) : (
        <Empty>{reason}: only owners invite people and change their roles.</Empty>
      )}
      {issued && <LinkToCopy issued={issued.link} purpose={issued.purpose} />}
      {error && <Empty>The people could not be loaded.</Empty>}
      {isLoading && <Empty>Loading people…</Empty>}
      {people && people.length === 0 && <Empty>Nobody has been invited yet.</Empty>}
      {people && people.length > 0 && (
        <Table columns={['Name', 'Email address', 'Role', 'Status', 'Actions']}>
          {people.map((person) => (
            <tr key={person.id}>
              <th scope="row">{person.name}</th>
              <td>{person.email}</td>
              <td>
                <Choice
                  label={`Role of ${person.name}`}
                  value={person.role}
                  options={ROLES}
                  optionLabel={(role) => ROLE_LABELS[role]}
                  reason={reason}
                  onChange={(role) => void changeRole(person, role)}
                />
              </td>
              <td>{person.status === 'active' ? 'Active' : 'Invited'}</td>
              <td>
                <Row>
                  <Button type="button" disabled={!allowed} title={reason ?? undefined} onClick={() => void reset(person)}>
                    Reset password
                  </Button>
                  <Button type="button" $variant="danger" disabled={!allowed} title={reason ?? undefined} onClick={() => remove(person)}>
                    Remove
                  </Button>
                </Row>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {allowed && <SharedSignInSetting token={token} />}
    </Stack>
  );
}
