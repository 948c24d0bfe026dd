import { ActiveSession, AdminSession, CurrentSession, Passkey } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { adminForFile, asAdmin } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { addPasskey, passkeyChallenge, passkeySignIn } from '../../../../test/passkeys';
import { acceptAndSignIn, invite } from '../../../../test/people';
import { SoftAuthenticator } from '../../../../test/softAuthenticator';
import { CEREMONY_STARTS_PER_MINUTE } from '../../../middlewares/rateLimit';

const api = testApiForFile({ seed: false });
const owner = adminForFile(api, 'Olive Owner', '203.0.113.210');

let people = 0;
/** A new person of the team, signed in with their password, and a passkey of theirs added. */
async function personWithPasskey(role: 'viewer' | 'editor' = 'editor') {
  people += 1;
  const invitation = await invite(owner, `key${people}@example.com`, role, `Key Holder ${people}`);
  const client = asAdmin(api, (await acceptAndSignIn(api, invitation, `198.51.101.${people}`)).sessionToken);
  const authenticator = new SoftAuthenticator(api.url);
  const passkey = await addPasskey(client, authenticator);
  return { id: invitation.person.id, client, authenticator, passkey };
}

const post = (path: string, body: unknown, address = '198.51.102.1') => api.send('POST', path, body, { 'X-Forwarded-For': address });

describe('passkeys', () => {
  it('a person adds a passkey, sees it listed, and signs in with it instead of a password', async () => {
    const { id, client, authenticator, passkey } = await personWithPasskey();
    expect(passkey).toMatchObject({ id: authenticator.id, label: 'Passkey', lastUsedAt: null });
    expect(
      Passkey.array()
        .parse(await (await client.get('/api/admin/passkeys')).json())
        .map((key) => key.id),
    ).toEqual([authenticator.id]);

    const response = await passkeySignIn(api, authenticator, id, '198.51.102.2');
    expect(response.status).toBe(200);
    const session = asAdmin(api, AdminSession.parse(await response.json()).sessionToken);
    expect(CurrentSession.parse(await (await session.get('/api/admin/session')).json())).toMatchObject({ personId: id, role: 'editor' });
    const sessions = ActiveSession.array().parse(await (await session.get('/api/admin/sessions')).json());
    expect(sessions.map((s) => [s.method, s.current])).toEqual([
      ['passkey', true],
      ['password', false],
    ]);
    expect(Passkey.array().parse(await (await client.get('/api/admin/passkeys')).json())[0]?.lastUsedAt).not.toBeNull();
  });

  it('a person names their passkey; nobody else can (404), and a name must be 1-60 characters (400)', async () => {
    const { client, authenticator } = await personWithPasskey();
    const other = await personWithPasskey();
    const id = encodeURIComponent(authenticator.id);
    const renamed = await client.send('PATCH', `/api/admin/passkeys/${id}`, { label: '  Work laptop ' });
    expect(renamed.status).toBe(200);
    expect(Passkey.parse(await renamed.json())).toMatchObject({ id: authenticator.id, label: 'Work laptop' });
    expect(Passkey.array().parse(await (await client.get('/api/admin/passkeys')).json())[0]?.label).toBe('Work laptop');
    expect((await other.client.send('PATCH', `/api/admin/passkeys/${id}`, { label: 'Mine now' })).status).toBe(404);
    expect((await client.send('PATCH', `/api/admin/passkeys/${id}`, { label: ' ' })).status).toBe(400);
    expect((await client.send('PATCH', `/api/admin/passkeys/${id}`, { label: 'x'.repeat(61) })).status).toBe(400);
  });

  it('an answer signed over another challenge is refused (401), and the challenge is spent', async () => {
    const { id, authenticator } = await personWithPasskey();
    const issued = await passkeyChallenge(api, '198.51.102.3');
    const other = await passkeyChallenge(api, '198.51.102.3');
    const response = await post('/api/admin/passkeys/sign-in', { challengeId: issued.challengeId, response: authenticator.assert(other.options, id) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized', error: expect.stringMatching(/^The passkey did not sign you in: .*challenge/i) });
    const retry = await post('/api/admin/passkeys/sign-in', { challengeId: issued.challengeId, response: authenticator.assert(issued.options, id) });
    expect(retry.status).toBe(410);
  });

  it('a replayed answer is refused (410): each challenge signs in once', async () => {
    const { id, authenticator } = await personWithPasskey();
    const { challengeId, options } = await passkeyChallenge(api, '198.51.102.4');
    const body = { challengeId, response: authenticator.assert(options, id) };
    expect((await post('/api/admin/passkeys/sign-in', body)).status).toBe(200);
    const replay = await post('/api/admin/passkeys/sign-in', body);
    expect(replay.status).toBe(410);
    expect(await replay.json()).toEqual({ error: 'This sign-in was not started here or has already been used: start again', code: 'gone' });
    // Two at once: one wins.
    const twice = await passkeyChallenge(api, '198.51.102.4');
    const again = { challengeId: twice.challengeId, response: authenticator.assert(twice.options, id) };
    const statuses = (await Promise.all([post('/api/admin/passkeys/sign-in', again), post('/api/admin/passkeys/sign-in', again)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('an unknown credential, another origin and a made-up challenge are refused', async () => {
    const { id, authenticator } = await personWithPasskey();
    const stranger = new SoftAuthenticator(api.url);
    const unknown = await passkeySignIn(api, stranger, id, '198.51.102.5');
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe('This passkey is not registered here: sign in another way and add it under Account');

    const { challengeId, options } = await passkeyChallenge(api, '198.51.102.5');
    const phishing = await post('/api/admin/passkeys/sign-in', { challengeId, response: authenticator.assert(options, id, 'https://kb.example.evil') });
    expect(phishing.status).toBe(401);
    expect((await phishing.json()).error).toMatch(/origin/i);

    const madeUp = await post('/api/admin/passkeys/sign-in', { challengeId: crypto.randomUUID(), response: authenticator.assert(options, id) });
    expect(madeUp.status).toBe(410);
    const malformed = await post('/api/admin/passkeys/sign-in', { challengeId: 'x', response: {} });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'validation' });
  });

  it('registration: an answer to another challenge is refused (400), a replay 410, another person’s challenge 400', async () => {
    const { client } = await personWithPasskey();
    const second = new SoftAuthenticator(api.url);
    const issued = (await (await client.send('POST', '/api/admin/passkeys/registration-options')).json()) as {
      challengeId: string;
      options: { challenge: string };
    };
    const wrong = await client.send('POST', '/api/admin/passkeys', {
      challengeId: issued.challengeId,
      response: second.register({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatch(/^The passkey could not be registered: /);
    expect((await client.send('POST', '/api/admin/passkeys', { challengeId: issued.challengeId, response: second.register(issued.options) })).status).toBe(410);

    const other = await personWithPasskey();
    const theirs = (await (await other.client.send('POST', '/api/admin/passkeys/registration-options')).json()) as {
      challengeId: string;
      options: { challenge: string };
    };
    const stolen = await client.send('POST', '/api/admin/passkeys', { challengeId: theirs.challengeId, response: second.register(theirs.options) });
    expect(stolen.status).toBe(400);
    expect(await api.deps.models.Passkey.exists({ _id: second.id })).toBeNull();
  });

  it('a removed passkey signs nobody in; only its person can remove it; the shared password has none', async () => {
    const { id, client, authenticator } = await personWithPasskey();
    const other = await personWithPasskey();
    expect((await other.client.send('DELETE', `/api/admin/passkeys/${authenticator.id}`)).status).toBe(404);
    expect((await client.send('DELETE', `/api/admin/passkeys/${authenticator.id}`)).status).toBe(200);
    expect(await (await client.get('/api/admin/passkeys')).json()).toEqual([]);
    expect((await passkeySignIn(api, authenticator, id, '198.51.102.6')).status).toBe(401);

    expect(await (await owner.get('/api/admin/passkeys')).json()).toEqual([]);
    const refused = await owner.send('POST', '/api/admin/passkeys/registration-options');
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('Passkeys belong to people: sign in with your email address to add one');
  });

  it("a passkey's sessions end like the person's others: a password reset ends them", async () => {
    const { id, authenticator } = await personWithPasskey();
    const session = asAdmin(api, AdminSession.parse(await (await passkeySignIn(api, authenticator, id, '198.51.102.7')).json()).sessionToken);
    expect((await session.get('/api/admin/session')).status).toBe(200);
    expect((await owner.send('POST', `/api/admin/people/${id}/reset-password`)).status).toBe(200);
    expect((await session.get('/api/admin/session')).status).toBe(401);
  });
});

describe('starting sign-in ceremonies', () => {
  it(`is limited per client address (${CEREMONY_STARTS_PER_MINUTE} a minute), so a flood cannot fill the challenges; other addresses are not affected`, async () => {
    const starts = await Promise.all(
      Array.from({ length: CEREMONY_STARTS_PER_MINUTE + 5 }, () => post('/api/admin/passkeys/sign-in/options', undefined, '198.51.104.1')),
    );
    expect(starts.filter((r) => r.status === 200)).toHaveLength(CEREMONY_STARTS_PER_MINUTE);
    const refused = starts.find((r) => r.status === 429)!;
    expect(await refused.json()).toMatchObject({ code: 'rateLimited' });
    expect((await post('/api/admin/passkeys/sign-in/options', undefined, '198.51.104.2')).status).toBe(200);
  });
});
