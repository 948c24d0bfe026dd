import { Passkey, PasskeyCeremony, RECENT_SIGN_IN_MINUTES } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { adminForFile, asAdmin, type AdminClient } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { setTimeout as sleep } from 'node:timers/promises';
import { addPasskey, passkeyChallenge, passkeySignIn } from '../../../../test/passkeys';
import { acceptAndSignIn, invite, PERSON_PASSWORD, signInWithEmail, tokenOf } from '../../../../test/people';
import { SoftAuthenticator } from '../../../../test/softAuthenticator';
import { PER_KEY } from '../../../signIn/backoff';
import { tokenKey } from '../../../signIn/sessions';

const api = testApiForFile({ seed: false });
const owner = adminForFile(api, 'Olive Owner', '203.0.113.160');

let people = 0;
const address = () => `198.51.150.${people}`;
/** A person who signed in with their password and added a passkey (as a thief with their session could). */
async function personWithPasskey(role: 'viewer' | 'owner' = 'viewer') {
  people += 1;
  const email = `revoke${people}@example.com`;
  const invitation = await invite(owner, email, role, `Revoke ${people}`);
  const session = await acceptAndSignIn(api, invitation, address());
  const client = asAdmin(api, session.sessionToken);
  const authenticator = new SoftAuthenticator(api.url);
  const passkey = await addPasskey(client, authenticator);
  return { id: invitation.person.id, email, client, token: session.sessionToken, authenticator, passkey };
}

const signsIn = async (authenticator: SoftAuthenticator, id: string) => (await passkeySignIn(api, authenticator, id, address())).status;
const passkeysOf = async (client: AdminClient, path: string) => Passkey.array().parse(await (await client.get(path)).json());

describe('a passkey does not outlive what ends a person’s way in', () => {
  it('an owner’s password reset revokes the person’s passkeys (and their passkey-after-password): the passkey signs nobody in', async () => {
    const { id, email, client, authenticator } = await personWithPasskey();
    expect((await client.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true })).status).toBe(200);
    expect(await signsIn(authenticator, id)).toBe(200);
    const reset = await owner.send('POST', `/api/admin/people/${id}/reset-password`);
    expect(reset.status).toBe(200);
    expect(await signsIn(authenticator, id)).toBe(401);
    // The person sets a new password and signs in with it alone; they add their passkeys again.
    expect(
      (
        await api.send('POST', '/api/admin/invitations/accept', {
          token: tokenOf(((await reset.json()) as { link: string }).link),
          password: 'a brand new password',
        })
      ).status,
    ).toBe(200);
    const again = asAdmin(api, (await signInWithEmail(api, email, address(), 'a brand new password')).sessionToken);
    expect(await passkeysOf(again, '/api/admin/passkeys')).toEqual([]);
    expect(await (await again.get('/api/admin/account/second-factor')).json()).toEqual({ passkeyRequired: false });
  });

  it('"Sign out everywhere" revokes the person’s passkeys with their sessions', async () => {
    const { id, email, client, authenticator } = await personWithPasskey();
    const response = await client.send('POST', '/api/admin/sign-out-everywhere');
    expect(await response.json()).toEqual({ ok: true, sessionsEnded: 1 });
    expect(await signsIn(authenticator, id)).toBe(401);
    const again = asAdmin(api, (await signInWithEmail(api, email, address())).sessionToken);
    expect(await passkeysOf(again, '/api/admin/passkeys')).toEqual([]);
    expect(await api.deps.models.AuditEntry.exists({ personId: id, action: 'session.logoutEverywhere', target: '1 sessions, 1 passkeys' })).not.toBeNull();
  });

  it('"Sign out everywhere" leaves no session alive, also of passkey sign-ins racing it', { timeout: 90_000 }, async () => {
    for (let round = 1; round <= 5; round += 1) {
      const { id, client, authenticator } = await personWithPasskey();
      // Signed challenges made ready first.
      const ready = await Promise.all(
        Array.from({ length: 16 }, async (_, n) => {
          const from = `198.51.${170 + round}.${n + 1}`;
          const { challengeId, options } = await passkeyChallenge(api, from);
          return { n, from, body: { challengeId, response: authenticator.assert(options, id) } };
        }),
      );
      const signIn = async ({ from, body }: (typeof ready)[number]) => {
        const response = await api.send('POST', '/api/admin/passkeys/sign-in', body, { 'X-Forwarded-For': from });
        return response.status === 200 ? ((await response.json()) as { sessionToken: string }).sessionToken : null;
      };
      // One session before the sign-out; the other sign-ins sent spread over the sign-out's time.
      const first = await signIn(ready[0]!);
      const [out, ...tokens] = await Promise.all([
        client.send('POST', '/api/admin/sign-out-everywhere'),
        ...ready.slice(1).map(async (one) => {
          await sleep((one.n - 1) * 2);
          return signIn(one);
        }),
      ]);
      expect(out.status).toBe(200);
      const opened = [first, ...tokens].filter((token): token is string => token !== null);
      expect(opened.length).toBeGreaterThan(0);
      const statuses = await Promise.all(opened.map(async (token) => (await asAdmin(api, token).get('/api/admin/session')).status));
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
      expect(await signsIn(authenticator, id)).toBe(401);
    }
  });

  it('removing a person revokes their passkeys', async () => {
    const { id, authenticator } = await personWithPasskey();
    expect((await owner.send('DELETE', `/api/admin/people/${id}`)).status).toBe(200);
    expect(await signsIn(authenticator, id)).toBe(401);
  });
});

describe('owners see and remove anyone’s passkeys', () => {
  it('lists each passkey with its name, when it was added and last used; removing one ends its sign-ins; audited', async () => {
    const { id, email, client, authenticator, passkey } = await personWithPasskey();
    const second = new SoftAuthenticator(api.url);
    await addPasskey(client, second);
    expect(await signsIn(authenticator, id)).toBe(200);
    const listed = await passkeysOf(owner, `/api/admin/people/${id}/passkeys`);
    expect(listed.map((key) => key.label)).toEqual(['Passkey', 'Passkey 2']);
    expect(listed[0]).toMatchObject({ id: passkey.id, createdAt: passkey.createdAt, lastUsedAt: expect.any(String) });
    expect(listed[1]?.lastUsedAt).toBeNull();

    expect((await owner.send('DELETE', `/api/admin/people/${id}/passkeys/${passkey.id}`)).status).toBe(200);
    expect(await signsIn(authenticator, id)).toBe(401);
    expect(await signsIn(second, id)).toBe(200);
    expect((await passkeysOf(owner, `/api/admin/people/${id}/passkeys`)).map((key) => key.label)).toEqual(['Passkey 2']);
    expect(
      await api.deps.models.AuditEntry.exists({ adminName: 'Olive Owner', action: 'person.removePasskey', target: `person:${id} ${email} Passkey` }),
    ).not.toBeNull();
  });

  it('a passkey of someone else is not found under this person (404), an unknown person 404, and only owners may look (403)', async () => {
    const [first, other] = [await personWithPasskey(), await personWithPasskey()];
    const wrong = await owner.send('DELETE', `/api/admin/people/${first.id}/passkeys/${other.passkey.id}`);
    expect(wrong.status).toBe(404);
    expect(await signsIn(other.authenticator, other.id)).toBe(200);
    expect((await owner.get('/api/admin/people/00000000-0000-4000-8000-000000000000/passkeys')).status).toBe(404);
    const viewer = await first.client.get(`/api/admin/people/${other.id}/passkeys`);
    expect(viewer.status).toBe(403);
    expect((await first.client.send('DELETE', `/api/admin/people/${other.id}/passkeys/${other.passkey.id}`)).status).toBe(403);
  });
});

describe('adding a passkey asks for the password unless the sign-in is recent', () => {
  it(`a session opened more than ${RECENT_SIGN_IN_MINUTES} minutes ago needs the password (wrong ones are limited); with it, the passkey is added`, async () => {
    const { id, client, token } = await personWithPasskey();
    await api.deps.models.AdminSession.updateOne(
      { _id: tokenKey(token) },
      { $set: { createdAt: new Date(Date.now() - (RECENT_SIGN_IN_MINUTES + 1) * 60_000) } },
    );
    const options = (body?: unknown, from = '198.51.160.1') =>
      api.send('POST', '/api/admin/passkeys/registration-options', body, { Authorization: `Bearer ${token}`, 'X-Forwarded-For': from });

    const bare = await options();
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({
      error: `Enter your password to add a passkey: it needs your password or a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes`,
      code: 'forbidden',
      details: { reauthenticate: 'password' },
    });
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await options({ password: `guess ${n}` })).status).toBe(403);
    expect((await options({ password: PERSON_PASSWORD })).status).toBe(429);
    // The limit is on where the guesses come from; from another network the right password works.
    const confirmed = await options({ password: PERSON_PASSWORD }, '198.51.161.1');
    expect(confirmed.status).toBe(200);
    const { challengeId, options: creation } = PasskeyCeremony.parse(await confirmed.json());
    const added = await client.send('POST', '/api/admin/passkeys', { challengeId, response: new SoftAuthenticator(api.url).register(creation) });
    expect(added.status).toBe(201);
    expect(await api.deps.models.Passkey.countDocuments({ personId: id })).toBe(2);
  });
});
