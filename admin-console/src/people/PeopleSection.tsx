import { useState } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import { ROLE_LABELS, ROLES, type Person, type PersonLink, type Role } from '@kb/contracts';
import { Row, Stack, toast } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { ConfirmDialog } from '../authoring/ConfirmDialog';
import { dateTime } from '../common/dates';
import { Choice } from '../common/Options';
import { Empty } from '../common/Empty';
import { StackedOnPhone } from '../common/StackedOnPhone';
import { Table } from '../insights/tableStyle';
import { useAction, useQueryError } from '../toasts/useErrorReporter';
import { InviteForm } from './InviteForm';
import { LinkToCopy } from './LinkToCopy';
import { PersonPasskeys } from './PersonPasskeys';
import { SharedSignInSetting } from './SharedSignInSetting';
import { useCallAllowed, usePeople } from './usePeople';

/** What Reset password and Remove say before they act. */
const ASKS = {
  reset: {
    title: (person: Person) => `Reset the password of ${person.name}?`,
    description: 'Their password stops working and their sessions end at once, and their passkeys are removed. You get a new link to give them.',
    action: 'Reset password',
  },
  remove: {
    title: (person: Person) => `Remove ${person.name}?`,
    description: 'They can no longer sign in, and their sessions end at once. What they wrote stays, and the audit log keeps their name.',
    action: 'Remove',
  },
  revoke: {
    title: (person: Person) => `Revoke the invitation of ${person.name}?`,
    description: 'Every link of their invitation stops working, and they are taken off the team. You can invite them again later.',
    action: 'Revoke',
  },
} as const;

type Purpose = 'Invitation' | 'Password reset';

/** A pending invitation's state: until when its newest link works. */
const invitationState = (person: Person) =>
  person.invitationExpiresAt ? `Invited: the link works until ${dateTime(person.invitationExpiresAt)}` : 'Invited: the link has expired';

/**
 * "People": the team with their roles. Owners invite people (a link to copy), change roles, reset
 * passwords (a new link; it removes the person's passkeys too), see and remove each person's passkeys, and
 * remove people; others see the list, with the reason they cannot change it. Reset password and Remove ask first,
 * in the app's own dialog, saying what they end. A pending invitation shows until when its link works, with
 * Copy link (another link; the ones given before keep working), Resend (by mail, when the site sends mail) and
 * Revoke. Every link made during the visit stays on screen, one per person: a new invitation hides no other's.
 */
export function PeopleSection({ token }: { token: string }) {
  const { data: people, error, isLoading, mutate } = usePeople(token);
  const { allowed, reason } = useCallAllowed(token, 'invitePerson');
  useQueryError(error, 'Could not load the people');
  const [issued, setIssued] = useState<{ link: PersonLink; purpose: Purpose }[]>([]);
  /** Shows a new link, newest first; it replaces only an older link of the same person. */
  const show = (link: PersonLink, purpose: Purpose) =>
    setIssued((shown) => [{ link, purpose }, ...shown.filter((item) => item.link.person.id !== link.person.id)]);

  const { run: runAction } = useAction();
  const act = (work: () => Promise<unknown>, failure: string) =>
    runAction(async () => {
      await work();
      await mutate();
    }, failure);
  const changeRole = (person: Person, role: Role) =>
    act(() => adminRequest('updatePerson', { token, params: { id: person.id }, body: { role } }), `Could not change the role of ${person.name}`);
  const reset = (person: Person) =>
    act(
      async () => show(await adminRequest('resetPassword', { token, params: { id: person.id } }), 'Password reset'),
      `Could not reset the password of ${person.name}`,
    );
  const remove = (person: Person) => act(() => adminRequest('removePerson', { token, params: { id: person.id } }), `Could not remove ${person.name}`);
  const revoke = (person: Person) =>
    act(() => adminRequest('revokeInvitation', { token, params: { id: person.id } }), `Could not revoke the invitation of ${person.name}`);
  const copyLink = (person: Person) =>
    act(async () => {
      const link = await adminRequest('renewInvitation', { token, params: { id: person.id }, body: { mail: false } });
      show(link, 'Invitation');
      const copied = await navigator.clipboard?.writeText(link.link).then(
        () => true,
        () => false,
      );
      toast({
        title: copied ? `A link for ${person.name} is copied` : `A new link for ${person.name} is shown above`,
        description: 'The links given before keep working until they expire.',
      });
    }, `Could not make a link for ${person.name}`);
  const resend = (person: Person) =>
    act(async () => {
      const link = await adminRequest('renewInvitation', { token, params: { id: person.id }, body: { mail: true } });
      if (link.mailed) toast({ title: `The invitation was sent to ${person.email} again` });
      else show(link, 'Invitation');
    }, `Could not send the invitation to ${person.name}`);
  const run = { reset, remove, revoke };
  /** The action asked about, and whom it is for. */
  const [asking, setAsking] = useState<{ kind: keyof typeof ASKS; person: Person } | null>(null);
  const ask = asking && ASKS[asking.kind];

  return (
    <Stack as="section" aria-labelledby="people-title">
      <h3 id="people-title">People</h3>
      {allowed ? (
        <InviteForm
          token={token}
          onInvited={(link) => {
            show(link, 'Invitation');
            void mutate();
          }}
        />
      ) : (
        <Empty>{reason}: only owners invite people and change their roles.</Empty>
      )}
      {issued.map(({ link, purpose }) => (
        <LinkToCopy key={link.person.id} issued={link} purpose={purpose} />
      ))}
      {error && <Empty>The people could not be loaded.</Empty>}
      {isLoading && <Empty>Loading people…</Empty>}
      {people && people.length === 0 && <Empty>Nobody has been invited yet.</Empty>}
      {people && people.length > 0 && (
        <StackedOnPhone>
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
                <td>{person.status === 'active' ? 'Active' : invitationState(person)}</td>
                <td>
                  {person.status === 'active' ? (
                    <Row>
                      <Button type="button" disabled={!allowed} title={reason ?? undefined} onClick={() => setAsking({ kind: 'reset', person })}>
                        Reset password
                      </Button>
                      <PersonPasskeys token={token} person={person} allowed={allowed} reason={reason} />
                      <Button
                        type="button"
                        $variant="danger"
                        disabled={!allowed}
                        title={reason ?? undefined}
                        onClick={() => setAsking({ kind: 'remove', person })}
                      >
                        Remove
                      </Button>
                    </Row>
                  ) : (
                    <Row>
                      <Button
                        type="button"
                        disabled={!allowed}
                        title={reason ?? undefined}
                        aria-label={`Copy link for ${person.name}`}
                        onClick={() => void copyLink(person)}
                      >
                        Copy link
                      </Button>
                      <Button
                        type="button"
                        disabled={!allowed}
                        title={reason ?? undefined}
                        aria-label={`Resend the invitation to ${person.name}`}
                        onClick={() => void resend(person)}
                      >
                        Resend
                      </Button>
                      <Button
                        type="button"
                        $variant="danger"
                        disabled={!allowed}
                        title={reason ?? undefined}
                        aria-label={`Revoke the invitation of ${person.name}`}
                        onClick={() => setAsking({ kind: 'revoke', person })}
                      >
                        Revoke
                      </Button>
                    </Row>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </StackedOnPhone>
      )}
      {allowed && <SharedSignInSetting token={token} />}
      <ConfirmDialog
        open={asking !== null}
        title={asking && ask ? ask.title(asking.person) : ''}
        description={ask?.description ?? ''}
        action={ask?.action ?? ''}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          void run[asking.kind](asking.person);
        }}
      />
    </Stack>
  );
}
