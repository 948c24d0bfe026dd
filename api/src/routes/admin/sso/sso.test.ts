import { ActiveSession, AdminSession, CurrentSession, SecondFactorRequired, SignInOptions } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { ROLE_CLAIM, startOidcProvider, type TestOidcProvider } from '../../../../test/oidcProvider';
import { addPasskey } from '../../../../test/passkeys';
import { acceptAndSignIn, invite } from '../../../../test/people';
import { SoftAuthenticator } from '../../../../test/softAuthenticator';
import { tokenKey } from '../../../signIn/sessions';
import { ssoFinish, ssoRoundTrip, ssoSignIn } from '../../../../test/sso';
import { expectError } from '../../../../test/answers';

let idp: TestOidcProvider;
let api: TestApi;
beforeAll(async () => {
  idp = await startOidcProvider();
  api = await startTestApi({
    seed: false,
    env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_ROLE_CLAIM: ROLE_CLAIM },
  });
  idp.register(`${api.url}/admin/login`);
});
afterAll(async () => {
  await api.close();
  await idp.close();
});

const owner = async () => asAdmin(api, (await signIn(api, 'Olive Owner', '203.0.113.200')).sessionToken);

describe('single sign-on with OpenID Connect (a real oidc-provider on 127.0.0.1)', () => {
  it('the sign-in options say SSO is offered', async () => {
    expect(SignInOptions.parse(await (await api.get('/api/admin/sign-in-options')).json())).toEqual({ sharedPassword: true, sso: true, passkeys: true });
  });

  it('a person on the team, with a verified address, signs in as themselves: an ordinary session, listed as single sign-on', async () => {
    const { person } = await invite(await owner(), 'petra@example.com', 'publisher', 'Petra Publisher');
    idp.signInAs({ sub: 'idp-petra', email: 'Petra@Example.com', email_verified: true, name: 'P. at the provider' });
    const response = await ssoSignIn(api, '198.51.100.20');
    expect(response.status).toBe(200);
    const session = AdminSession.parse(await response.json());
    expect(session.adminName).toBe('Petra Publisher');
    const petra = asAdmin(api, session.sessionToken);
    expect(CurrentSession.parse(await (await petra.get('/api/admin/session')).json())).toMatchObject({
      personId: person.id,
      email: 'petra@example.com',
      role: 'publisher',
    });
    const [listed] = ActiveSession.array().parse(await (await petra.get('/api/admin/sessions')).json());
    expect(listed).toMatchObject({ method: 'sso', address: '198.51.100.20', current: true });
    // The invited person is now active (through the provider), and the session ends like any other.
    const people = (await (await (await owner()).get('/api/admin/people')).json()) as { email: string; status: string }[];
    expect(people.find((p) => p.email === 'petra@example.com')?.status).toBe('active');
    await (await owner()).send('DELETE', `/api/admin/people/${person.id}`);
    expect((await petra.get('/api/admin/session')).status).toBe(401);
  });

  it('an address the provider has not verified is refused with a clear message', async () => {
    await invite(await owner(), 'uma@example.com', 'editor', 'Uma');
    idp.signInAs({ sub: 'idp-uma', email: 'uma@example.com', email_verified: false });
    const response = await ssoSignIn(api, '198.51.100.21');
    await expectError(response, 403, {
      error: 'Your identity provider has not verified the email address uma@example.com, so it cannot sign you in here',
      code: 'forbidden',
    });
  });

  it('someone not on the team is refused, unless the role claim names a role', async () => {
    idp.signInAs({ sub: 'idp-stranger', email: 'stranger@example.com', email_verified: true });
    const refused = await ssoSignIn(api, '198.51.100.22');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('stranger@example.com is not on the team: ask an owner to invite you');
    expect(await api.deps.models.PersonEmail.exists({ _id: 'stranger@example.com' })).toBeNull();

    idp.signInAs({ sub: 'idp-newcomer', email: 'newcomer@example.com', email_verified: true, name: 'New Comer', kb_role: ['staff', 'Editor'] });
    const added = await ssoSignIn(api, '198.51.100.23');
    expect(added.status).toBe(200);
    const current = CurrentSession.parse(await (await asAdmin(api, AdminSession.parse(await added.json()).sessionToken).get('/api/admin/session')).json());
    expect(current).toMatchObject({ adminName: 'New Comer', email: 'newcomer@example.com', role: 'editor' });
  });

  it('the address is bound to the provider account that first used it', async () => {
    await invite(await owner(), 'bound@example.com', 'viewer', 'Bound');
    idp.signInAs({ sub: 'idp-bound', email: 'bound@example.com', email_verified: true });
    expect((await ssoSignIn(api, '198.51.100.24')).status).toBe(200);
    idp.signInAs({ sub: 'idp-other', email: 'bound@example.com', email_verified: true });
    const other = await ssoSignIn(api, '198.51.100.24');
    expect(other.status).toBe(403);
    expect((await other.json()).error).toBe('bound@example.com is linked to another account at your identity provider');
  });

  it("the provider's answer works once, and only in the browser that started the sign-in", async () => {
    await invite(await owner(), 'once@example.com', 'viewer', 'Once');
    idp.signInAs({ sub: 'idp-once', email: 'once@example.com', email_verified: true });
    const back = await ssoRoundTrip(api, '198.51.100.25');
    const elsewhere = await ssoFinish(api, { ...back, cookie: 'kb_sso=someone-else' }, '198.51.100.26');
    expect(elsewhere.status).toBe(410);
    expect((await elsewhere.json()).error).toBe('This sign-in was started in another browser: start again here');
    const again = await ssoRoundTrip(api, '198.51.100.25');
    expect((await ssoFinish(api, again, '198.51.100.25')).status).toBe(200);
    const replay = await ssoFinish(api, again, '198.51.100.25');
    expect(replay.status).toBe(410);
    expect(await replay.json()).toMatchObject({ code: 'gone' });
    const forged = await ssoFinish(api, { ...again, query: '?code=made-up&state=made-up' }, '198.51.100.25');
    expect(forged.status).toBe(410);
  });

  it('a person who asked for a passkey after their password is asked for it after single sign-on too: no session before it signs', async () => {
    const invitation = await invite(await owner(), 'twofold@example.com', 'editor', 'Twofold');
    const person = asAdmin(api, (await acceptAndSignIn(api, invitation, '198.51.100.27')).sessionToken);
    const authenticator = new SoftAuthenticator(api.url);
    await addPasskey(person, authenticator);
    expect((await person.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true })).status).toBe(200);
    const sessionsBefore = await api.deps.models.AdminSession.countDocuments({ personId: invitation.person.id });

    idp.signInAs({ sub: 'idp-twofold', email: 'twofold@example.com', email_verified: true });
    const first = await ssoSignIn(api, '198.51.100.28');
    expect(first.status).toBe(200);
    const { secondFactor } = SecondFactorRequired.parse(await first.json());
    expect(await api.deps.models.AdminSession.countDocuments({ personId: invitation.person.id })).toBe(sessionsBefore);

    const done = await api.send(
      'POST',
      '/api/admin/login/second-factor',
      { challengeId: secondFactor.challengeId, response: authenticator.assert(secondFactor.options, invitation.person.id) },
      { 'X-Forwarded-For': '198.51.100.28' },
    );
    expect(done.status).toBe(200);
    const session = asAdmin(api, AdminSession.parse(await done.json()).sessionToken);
    const [current] = ActiveSession.array().parse(await (await session.get('/api/admin/sessions')).json());
    expect(current).toMatchObject({ method: 'ssoAndPasskey', current: true });
  });
});

describe('adding a passkey after single sign-on', () => {
  it('someone without a password is asked to sign in again once their sign-in is older than 5 minutes', async () => {
    await invite(await owner(), 'nopass@example.com', 'viewer', 'No Pass');
    idp.signInAs({ sub: 'idp-nopass', email: 'nopass@example.com', email_verified: true });
    const { sessionToken } = AdminSession.parse(await (await ssoSignIn(api, '198.51.100.29')).json());
    const person = asAdmin(api, sessionToken);
    expect((await person.send('POST', '/api/admin/passkeys/registration-options')).status).toBe(200);
    await api.deps.models.AdminSession.updateOne({ _id: tokenKey(sessionToken) }, { $set: { createdAt: new Date(Date.now() - 6 * 60_000) } });
    const later = await person.send('POST', '/api/admin/passkeys/registration-options', { password: 'anything at all' });
    expect(later.status).toBe(403);
    expect(await later.json()).toEqual({
      error: 'Sign in again to add a passkey: it needs a sign-in within the last 5 minutes',
      code: 'forbidden',
      details: { reauthenticate: 'signIn' },
    });
  });
});

describe('without OIDC configured', () => {
  it('no SSO is offered and its calls answer 404', async () => {
    const plain = await startTestApi({ seed: false });
    try {
      expect(SignInOptions.parse(await (await plain.get('/api/admin/sign-in-options')).json()).sso).toBe(false);
      const start = await plain.send('POST', '/api/admin/sso/start');
      expect(start.status).toBe(404);
      expect(await start.json()).toEqual({ error: 'Single sign-on is not configured on this site', code: 'notFound' });
    } finally {
      await plain.close();
    }
  });
});
