import { useState, type FormEvent } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import { ROLE_LABELS, ROLES, type PersonLink, type Role } from '@kb/contracts';
import { FieldRow } from '@kb/ui';
import { Button, FieldLabel, Input } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Options } from '../common/Options';
import { useErrorReporter } from '../toasts/useErrorReporter';

/** "Invite": an email address, a name and a role; answers the link to copy. */
export function InviteForm({ token, onInvited }: { token: string; onInvited: (issued: PersonLink) => void }) {
  const report = useErrorReporter();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    try {
      const issued = await adminRequest('invitePerson', {
        token,
        body: { email: String(data.get('email')), name: String(data.get('name')), role: String(data.get('role')) as Role },
      });
      form.reset();
      onInvited(issued);
    } catch (error) {
      report(error, apiProblem(error, 'Could not invite').message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FieldRow as="form" onSubmit={(event) => void submit(event)} aria-label="Invite a person">
      <FieldLabel>
        Email address <Input name="email" type="email" required autoComplete="off" />
      </FieldLabel>
      <FieldLabel>
        Name <Input name="name" required autoComplete="off" />
      </FieldLabel>
      <FieldLabel>
        Role
        <select name="role" defaultValue="editor">
          <Options items={ROLES} label={(role) => ROLE_LABELS[role]} />
        </select>
      </FieldLabel>
      <Button $variant="primary" $size="lg" type="submit" disabled={busy}>
        Invite
      </Button>
    </FieldRow>
  );
}
