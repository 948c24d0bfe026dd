import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminRequest } from '@kb/api-client/admin';
import type { AdminSession, PasskeyCeremony, SignInOptions } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { saveSession } from '../session/sessionStore';
import { signWithPasskey } from './passkeyCeremony';
import { returnPath } from './returnPath';

/** The identity provider's answer in the sign-in screen's address (`?code=…&state=…`, or `?error=…&state=…`). */
function ssoAnswer(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error')) ? search : null;
}

const SSO_RETURN_KEY = 'kb-sso-return';

/**
 * The ways in that prove who you are without a password the site keeps (issue 29 item 4): "Sign in with
 * SSO" when the site has an identity provider (the sign-in options call says), and a passkey.
 */
export function OtherWaysIn({ onError }: { onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const returnTo = returnPath(useLocation().state);
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [busy, setBusy] = useState<'sso' | 'passkey' | null>(null);
  // After single sign-on, a person who asked for a second factor confirms with their passkey (a button: a prompt needs a gesture).
  const [confirm, setConfirm] = useState<{ ceremony: PasskeyCeremony; back: string } | null>(null);
  const finishing = useRef(false);

  const enter = (session: AdminSession, to = returnTo) => {
    saveSession(session);
    navigate(to);
  };

  useEffect(() => {
    adminRequest('signInOptions').then(setOptions, () => setOptions(null));
    const answer = ssoAnswer(window.location.search);
    if (!answer || finishing.current) return;
    finishing.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    // The page to come back to did not travel through the identity provider; startSso kept it here.
    const back = returnPath({ from: sessionStorage.getItem(SSO_RETURN_KEY) });
    sessionStorage.removeItem(SSO_RETURN_KEY);
    setBusy('sso');
    adminRequest('ssoFinish', { body: { query: answer } })
      .then(
        (answer) => ('secondFactor' in answer ? setConfirm({ ceremony: answer.secondFactor, back }) : enter(answer, back)),
        (error: unknown) => onError(apiProblem(error, 'Single sign-on did not sign you in').message),
      )
      .finally(() => setBusy(null));
    // Once, with the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startSso = async () => {
    onError(null);
    setBusy('sso');
    try {
      const { url } = await adminRequest('ssoStart');
      sessionStorage.setItem(SSO_RETURN_KEY, returnTo);
      window.location.assign(url);
    } catch (error) {
      onError(apiProblem(error, 'Single sign-on could not start').message);
      setBusy(null);
    }
  };

  const signInWithPasskey = async () => {
    onError(null);
    setBusy('passkey');
    try {
      if (confirm) enter(await signWithPasskey(confirm.ceremony, 'loginSecondFactor'), confirm.back);
      else enter(await signWithPasskey(await adminRequest('passkeySignInOptions'), 'passkeySignIn'));
    } catch (error) {
      onError(apiProblem(error, confirm ? 'Your passkey did not confirm the sign-in' : 'The passkey did not sign you in').message);
      setConfirm(null);
    } finally {
      setBusy(null);
    }
  };

  if (confirm) {
    return (
      <>
        <p role="status">Your identity provider signed you in. Confirm with your passkey.</p>
        <Button $variant="block" $size="xl" type="button" disabled={busy !== null} onClick={() => void signInWithPasskey()}>
          {busy === 'passkey' ? 'Waiting for your passkey...' : 'Confirm with your passkey'}
        </Button>
      </>
    );
  }
  return (
    <>
      {options?.sso && (
        <Button $variant="block" $size="xl" type="button" disabled={busy !== null} onClick={() => void startSso()}>
          {busy === 'sso' ? 'Signing in...' : 'Sign in with SSO'}
        </Button>
      )}
      {options?.passkeys && (
        <Button $variant="block" $size="xl" type="button" disabled={busy !== null} onClick={() => void signInWithPasskey()}>
          {busy === 'passkey' ? 'Waiting for your passkey...' : 'Sign in with a Passkey'}
        </Button>
      )}
    </>
  );
}
