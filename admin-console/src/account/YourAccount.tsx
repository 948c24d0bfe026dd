import { useState, type FormEvent } from 'react';
import { ApiError } from '@kb/api-client';
import { adminRequest } from '@kb/api-client/admin';
import type { CurrentSession } from '@kb/contracts';
import { FieldRow, Stack } from '@kb/ui';
import { Button, FieldLabel, Input } from '@kb/ui/controls';
import { Empty } from '../common/Empty';
import { useSession } from '../session/SessionProvider';
import { useAction } from '../toasts/useErrorReporter';

/**
 * "Name and password": the person's own name (the team, the audit log and what they do next carry it) and Change
 * password, which asks for the current one; this browser stays signed in, every other session of theirs ends.
 * The shared password's site administrator has neither here.
 */
export function YourAccount({ token, current, onChanged }: { token: string; current: CurrentSession; onChanged: () => void }) {
  const { session, replace } = useSession();
  const [name, setName] = useState(current.adminName);
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '' });
  const [status, setStatus] = useState('');
  const action = useAction();
  const busy = action.busy;
  const run = async (work: () => Promise<string>, failure: string) => {
    setStatus('');
    await action.run(
      async () => {
        setStatus(await work());
        onChanged();
      },
      failure,
      // A wrong current password or a too short new one is said beside the form; anything else as the console's errors are.
      (message, caught) => {
        if (!(caught instanceof ApiError && caught.status === 400)) return false;
        setStatus(message);
        return true;
      },
    );
  };
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const updated = await adminRequest('updateAccount', { token, body: { name } });
      if (session) replace({ sessionToken: session.token, adminName: updated.adminName, expiresAt: new Date(session.expiresAt).toISOString() });
      setName(updated.adminName);
      return 'Your name is saved.';
    }, 'Could not change your name');
  };
  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      replace(await adminRequest('changePassword', { token, body: passwords }));
      setPasswords({ currentPassword: '', newPassword: '' });
      return 'Your password is changed. Your other sessions have ended.';
    }, 'Could not change your password');
  };

  if (current.personId === null) {
    return (
      <Stack as="section" aria-labelledby="your-account-title">
        <h3 id="your-account-title">Name and password</h3>
        <Empty>The shared password belongs to the server (ADMIN_PASSWORD): sign in with your email address to have a name and a password of your own.</Empty>
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="your-account-title">
      <h3 id="your-account-title">Name and password</h3>
      <FieldRow as="form" aria-label="Your name" onSubmit={saveName}>
        <FieldLabel>
          Name <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" required />
        </FieldLabel>
        <Button type="submit" $size="lg" disabled={busy || name.trim() === '' || name.trim() === current.adminName}>
          Save name
        </Button>
      </FieldRow>
      <FieldRow as="form" aria-label="Change password" onSubmit={changePassword}>
        <FieldLabel>
          Current password
          <Input
            type="password"
            autoComplete="current-password"
            value={passwords.currentPassword}
            onChange={(event) => setPasswords({ ...passwords, currentPassword: event.target.value })}
            required
          />
        </FieldLabel>
        <FieldLabel>
          New password
          <Input
            type="password"
            autoComplete="new-password"
            value={passwords.newPassword}
            onChange={(event) => setPasswords({ ...passwords, newPassword: event.target.value })}
            required
          />
        </FieldLabel>
        <Button type="submit" $size="lg" disabled={busy || !passwords.currentPassword || !passwords.newPassword}>
          Change password
        </Button>
      </FieldRow>
      <Empty role="status">{status}</Empty>
    </Stack>
  );
}
