import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { startOidcProvider, type TestOidcProvider } from '../../../../test/oidcProvider';
import { addPasskey, passkeySignIn } from '../../../../test/passkeys';
import { acceptAndSignIn, invite, PERSON_PASSWORD } from '../../../../test/people';
import { SoftAuthenticator } from '../../../../test/softAuthenticator';
import { ssoSignIn } from '../../../../test/sso';
import { PER_KEY, PER_NETWORK } from '../../../signIn/backoff';

let idp: TestOidcProvider;
let api: TestApi;
beforeAll(async () => {
  idp = await startOidcProvider();
  api = await startTestApi({ seed: false, env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret } });
  idp.register(`${api.url}/admin/login`);
});
afterAll(async () => {
  await api.close();
  await idp.close();
});

const passwordSignIn = (email: string, password: string, address: string) =>
  api.send('POST', '/api/admin/login/email', { email, password }, { 'X-Forwarded-For': address });

describe('failed sign-ins slow the guesser, never the real person', () => {
  it('while strangers exhaust the password limits for an address (and from the person’s own network), the person signs in with a passkey and with SSO', async () => {
    const owner = asAdmin(api, (await signIn(api, 'Olive Owner', '203.0.113.230')).sessionToken);
    const invitation = await invite(owner, 'target@example.com', 'editor', 'Tara Target');
    const tara = asAdmin(api, (await acceptAndSignIn(api, invitation, '192.0.2.10')).sessionToken);
    const authenticator = new SoftAuthenticator(api.url);
    await addPasskey(tara, authenticator);

    // The attack: Tara's address guessed from many networks, and from the network Tara is in, until every limit holds.
    for (let n = 0; n < 3 * PER_KEY.free; n += 1) await passwordSignIn('target@example.com', `guess-${n}`, `198.18.${n}.9`);
    for (let n = 0; n < PER_NETWORK.free + 2; n += 1) await passwordSignIn('target@example.com', `guess-${n}`, `192.0.2.${100 + n}`);
    const home = '192.0.2.11';
    const locked = await passwordSignIn('target@example.com', PERSON_PASSWORD, home);
    expect(locked.status).toBe(429);

    // A passkey and single sign-on are no guessable secret: they pass from the very same address.
    expect((await passkeySignIn(api, authenticator, invitation.person.id, home)).status).toBe(200);
    idp.signInAs({ sub: 'idp-tara', email: 'target@example.com', email_verified: true });
    expect((await ssoSignIn(api, home)).status).toBe(200);
    // …and the guesser is still slowed down.
    expect((await passwordSignIn('target@example.com', 'one-more-guess', '198.18.1.9')).status).toBe(429);
  });
});
