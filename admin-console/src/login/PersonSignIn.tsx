import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { adminRequest } from '@kb/api-client/admin';
import { LIMITS, type Invitation } from '@kb/contracts';
import { Stack } from '@kb/ui';
import { Button, Field, FieldLabel, Input } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { saveSession } from '../session/sessionStore';
import { loginErrorText } from './loginError';
import { signWithPasskey } from './passkeyCeremony';
import { returnPath } from './returnPath';

/** The secret of an invitation or reset link: `/admin/login#invitation=<secret>` (a fragment never reaches a server). */
export function invitationToken(hash: string): string | null {
  const match = /^#invitation=([A-Za-z0-9_-]{43})$/.exec(hash);
  return match?.[1] ?? null;
}

/**
 * A person's sign-in with their email address and password; opened from an invitation or reset link,
 * first "Set password" (once), then the sign-in with the address filled in.
 */
export function PersonSignIn({ token, onError }: { token: string | null; onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const returnTo = returnPath(useLocation().state);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [accepted, setAccepted] = useState(token === null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    adminRequest('invitation', { body: { token } })
      .then((found) => {
        setInvitation(found);
        setEmail(found.email);
      })
      .catch((error: unknown) => onError(apiProblem(error, 'This link is not valid').message));
  }, [token, onError]);

  const run = async (event: FormEvent, work: () => Promise<void>, failure: (error: unknown) => string) => {
    event.preventDefault();
    setBusy(true);
    onError(null);
    try {
      await work();
    } catch (error) {
      onError(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const setOwnPassword = (event: FormEvent) =>
    run(
      event,
      async () => {
        await adminRequest('acceptInvitation', { body: { token: token as string, password } });
        setPassword('');
        setAccepted(true);
        window.history.replaceState(null, '', window.location.pathname);
      },
      (error) => apiProblem(error, 'Could not set the password').message,
    );

  // A person who asked for a second factor confirms with their passkey after the right password.
  let step: 'password' | 'passkey' = 'password';
  const signIn = (event: FormEvent) =>
    run(
      event,
      async () => {
        step = 'password';
        const answer = await adminRequest('loginWithEmail', { body: { email, password } });
        step = 'passkey';
        saveSession('secondFactor' in answer ? await signWithPasskey(answer.secondFactor, 'loginSecondFactor') : answer);
        navigate(returnTo);
      },
      (error) => (step === 'password' ? loginErrorText(error) : apiProblem(error, 'Your passkey did not confirm the sign-in').message),
    );

  if (!accepted) {
    if (!invitation) return null;
    return (
      <Form onSubmit={(event) => void setOwnPassword(event)}>
        <p>
          {invitation.purpose === 'invite' ? 'Welcome' : 'Hello'}, {invitation.name}. Choose a password for <strong>{invitation.email}</strong> (at least{' '}
          {LIMITS.personPasswordMin} characters).
        </p>
        <Field>
          <FieldLabel htmlFor="new-password">New password</FieldLabel>
          <Input id="new-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </Field>
        <Button $variant="block" $size="xl" type="submit" disabled={busy || password.length < LIMITS.personPasswordMin}>
          Set password
        </Button>
      </Form>
    );
  }
  return (
    <Form onSubmit={(event) => void signIn(event)}>
      {token && <p role="status">Your password is set. Sign in with your email address.</p>}
      <Field>
        <FieldLabel htmlFor="person-email">Email address</FieldLabel>
        <Input id="person-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Field>
        <FieldLabel htmlFor="person-password">Your password</FieldLabel>
        <Input id="person-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </Field>
      <Button $variant="block" $size="xl" type="submit" disabled={busy || !email.trim() || !password}>
        {busy ? 'Signing in...' : 'Sign in with email'}
      </Button>
    </Form>
  );
}

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })`
  p {
    margin: 0;
  }
`;
