import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@kb/api-client';
import { adminRequest } from '@kb/api-client/admin';
import { RECENT_SIGN_IN_MINUTES, type Passkey, type RegisterPasskeyRequest } from '@kb/contracts';
import { Row, Stack } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { DialogActions, Field, Form, Hint, PrimaryButton, TextInput } from '../authoring/formParts';
import { ConfirmDialog } from '../authoring/ConfirmDialog';
import { ModalDialog } from '../authoring/ModalDialog';
import { Empty } from '../common/Empty';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { PasskeyTable } from './PasskeyTable';
import { RenamePasskey } from './RenamePasskey';
import { SecondFactorSetting } from './SecondFactorSetting';
import { usePasskeys } from './useAccount';

/** Whether the API asks for the password before adding a passkey (a sign-in older than RECENT_SIGN_IN_MINUTES). */
const asksForPassword = (error: unknown) =>
  error instanceof ApiError && (error.body?.details as { reauthenticate?: string } | undefined)?.reauthenticate === 'password';

/**
 * "Passkey": the person's passkeys, with Add (the browser's passkey prompt; @simplewebauthn/browser loads
 * only then) and Remove. A passkey signs them in instead of their password. Adding one more than
 * RECENT_SIGN_IN_MINUTES after signing in asks for the password first, in a dialog.
 */
export function PasskeyList({ token, isPerson }: { token: string; isPerson: boolean }) {
  const { data: passkeys, error, mutate } = usePasskeys(token);
  const { mutate: refresh } = useSWRConfig();
  const report = useErrorReporter();
  useQueryError(error, 'Could not load your passkeys');
  const [busy, setBusy] = useState(false);
  // The password dialog: closed (null), or open with the problem of the last password tried ('' for none).
  const [confirming, setConfirming] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const closeConfirm = () => {
    setConfirming(null);
    setPassword('');
  };

  const add = async (confirmWith?: string) => {
    setBusy(true);
    try {
      const [{ startRegistration }, { challengeId, options }] = await Promise.all([
        import('@simplewebauthn/browser'),
        adminRequest('passkeyRegistrationOptions', { token, body: confirmWith === undefined ? {} : { password: confirmWith } }),
      ]);
      closeConfirm();
      const response = await startRegistration({ optionsJSON: options as never });
      // The library's RegistrationResponseJSON is the contract's shape (its types lack the index signatures).
      await adminRequest('registerPasskey', { token, body: { challengeId, response: response as RegisterPasskeyRequest['response'] } });
      await mutate();
    } catch (caught) {
      if (asksForPassword(caught)) setConfirming(confirmWith === undefined ? '' : apiProblem(caught, 'That is not your password').message);
      else report(caught, apiProblem(caught, 'The passkey was not added').message);
    } finally {
      setBusy(false);
    }
  };

  /** The passkey whose removal is being asked about. */
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const remove = async (passkey: Passkey) => {
    setRemoving(null);
    try {
      await adminRequest('removePasskey', { token, params: { id: passkey.id } });
      await Promise.all([mutate(), refresh(['/api/admin/account/second-factor', token])]);
    } catch (caught) {
      report(caught, apiProblem(caught, `Could not remove ${passkey.label}`).message);
    }
  };

  return (
    <Stack as="section" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">Passkey</h3>
      <Empty>A passkey signs you in with this device’s screen lock or a security key, instead of your password. Nobody can guess it.</Empty>
      {!isPerson && <Empty>Passkeys belong to people: sign in with your email address to add one.</Empty>}
      {isPerson && (
        <Row>
          <Button type="button" $variant="primary" $size="lg" disabled={busy} onClick={() => void add()}>
            {busy ? 'Waiting for your passkey...' : 'Add a passkey'}
          </Button>
        </Row>
      )}
      <ModalDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Confirm it is you"
        description={`Adding a passkey needs your password, or a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes.`}
      >
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void add(password);
          }}
        >
          <Field>
            Your password
            <TextInput type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
          </Field>
          {confirming && <Hint $tone="problem">{confirming}</Hint>}
          <DialogActions onCancel={closeConfirm}>
            <PrimaryButton type="submit" disabled={busy || !password}>
              {busy ? 'Checking...' : 'Confirm and add'}
            </PrimaryButton>
          </DialogActions>
        </Form>
      </ModalDialog>
      {isPerson && <SecondFactorSetting token={token} hasPasskey={(passkeys?.length ?? 0) > 0} />}
      {isPerson && passkeys?.length === 0 && <Empty>You have no passkey yet.</Empty>}
      {passkeys && passkeys.length > 0 && (
        <PasskeyTable
          label="Your passkeys"
          passkeys={passkeys}
          onRemove={setRemoving}
          action={(passkey) => <RenamePasskey token={token} passkey={passkey} onRenamed={() => void mutate()} />}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.label ?? 'the passkey'}?`}
        description="It will no longer sign you in."
        action="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Stack>
  );
}
