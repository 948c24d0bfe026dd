import { PasskeyCeremony, type Passkey } from '@kb/contracts';
import type { AdminClient } from './admin';
import type { TestApi } from './harness';
import type { SoftAuthenticator } from './softAuthenticator';

async function ceremony(response: Response): Promise<PasskeyCeremony> {
  if (response.status !== 200) throw new Error(`passkey options failed: ${response.status} ${await response.text()}`);
  return PasskeyCeremony.parse(await response.json());
}

/** The signed-in person adds `authenticator` as a passkey (both steps of the registration). */
export async function addPasskey(person: AdminClient, authenticator: SoftAuthenticator): Promise<Passkey> {
  const { challengeId, options } = await ceremony(await person.send('POST', '/api/admin/passkeys/registration-options'));
  const added = await person.send('POST', '/api/admin/passkeys', { challengeId, response: authenticator.register(options) });
  if (added.status !== 201) throw new Error(`adding a passkey failed: ${added.status} ${await added.text()}`);
  return (await added.json()) as Passkey;
}

/** Asks for a passkey sign-in's challenge from `address`. */
export async function passkeyChallenge(api: TestApi, address: string): Promise<PasskeyCeremony> {
  return ceremony(await api.send('POST', '/api/admin/passkeys/sign-in/options', undefined, { 'X-Forwarded-For': address }));
}

/** Signs in with a passkey from `address`: the sign-in call's answer. */
export async function passkeySignIn(api: TestApi, authenticator: SoftAuthenticator, personId: string, address: string): Promise<Response> {
  const { challengeId, options } = await passkeyChallenge(api, address);
  return api.send('POST', '/api/admin/passkeys/sign-in', { challengeId, response: authenticator.assert(options, personId) }, { 'X-Forwarded-For': address });
}
