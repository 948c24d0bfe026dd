import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { adminRequest } from '@kb/api-client/admin';
import type { Passkey, RegisterPasskeyRequest } from '@kb/contracts';
import { Row, Stack } from '@kb/ui';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../common/Empty';
import { Table } from '../insights/tableStyle';
import { useErrorReporter, useQueryError } from '../toasts/useErrorReporter';
import { SecondFactorSetting } from './SecondFactorSetting';
import { usePasskeys } from './useAccount';
import { Moment } from '../common/Moment';

/**
 * "Passkey": the person's passkeys, with Add (the browser's passkey prompt; @simplewebauthn/browser loads
 * only then) and Remove. A passkey signs them in instead of their password.
 */
export function PasskeyList({ token, isPerson }: { token: string; isPerson: boolean }) {
  const { data: passkeys, error, mutate } = usePasskeys(token);
  const { mutate: refresh } = useSWRConfig();
  const report = useErrorReporter();
  useQueryError(error, 'Could not load your passkeys');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      const [{ startRegistration }, { challengeId, options }] = await Promise.all([
        import('@simplewebauthn/browser'),
        adminRequest('passkeyRegistrationOptions', { token }),
      ]);
      const response = await startRegistration({ optionsJSON: options as never });
      // The library's RegistrationResponseJSON is the contract's shape (its types lack the index signatures).
      await adminRequest('registerPasskey', { token, body: { challengeId, response: response as RegisterPasskeyRequest['response'] } });
      await mutate();
    } catch (caught) {
      report(caught, apiProblem(caught, 'The passkey was not added').message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (passkey: Passkey) => {
    if (!window.confirm(`Remove ${passkey.label}? It will no longer sign you in.`)) return;
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
      {isPerson && <SecondFactorSetting token={token} hasPasskey={(passkeys?.length ?? 0) > 0} />}
      {isPerson && passkeys?.length === 0 && <Empty>You have no passkey yet.</Empty>}
      {passkeys && passkeys.length > 0 && (
        <Table aria-label="Your passkeys" columns={['Passkey', 'Added', 'Last used', 'Actions']}>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.label}</th>
              <td>
                <Moment at={passkey.createdAt} />
              </td>
              <td>{passkey.lastUsedAt ? <Moment at={passkey.lastUsedAt} /> : 'Never'}</td>
              <td>
                <Button type="button" $size="sm" aria-label={`Remove ${passkey.label}`} onClick={() => void remove(passkey)}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Stack>
  );
}
