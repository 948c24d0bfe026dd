import { ActiveSession, AdminSession, SecondFactorRequired } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { adminForFile, asAdmin } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { addPasskey, passkeySignIn } from '../../../../test/passkeys';
import { acceptAndSignIn, invite, PERSON_PASSWORD } from '../../../../test/people';
import { SoftAuthenticator } from '../../../../test/softAuthenticator';

const api = testApiForFile({ seed: false });
const owner = adminForFile(api, 'Olive Owner', '203.0.113.240');

let people = 0;
async function personWithPasskey() {
  people += 1;
  const email = `second${people}@example.com`;
  const invitation = await invite(owner, email, 'viewer', `Second ${people}`);
  const client = asAdmin(api, (await acceptAndSignIn(api, invitation, `198.51.105.${people}`)).sessionToken);
  const authenticator = new SoftAuthenticator(api.url);
  await addPasskey(client, authenticator);
  return { id: invitation.person.id, email, client, authenticator };
}

const passwordSignIn = (email: string, address: string) =>
  api.send('POST', '/api/admin/login/email', { email, password: PERSON_PASSWORD }, { 'X-Forwarded-For': address });
const secondStep = (body: unknown, address: string) => api.send('POST', '/api/admin/login/second-factor', body, { 'X-Forwarded-For': address });

describe('a passkey as a second factor after the password', () => {
  it('once asked for, the right password opens no session until one of the person’s passkeys signs the challenge', async () => {
    const { id, email, client, authenticator } = await personWithPasskey();
    expect(await (await client.get('/api/admin/account/second-factor')).json()).toEqual({ passkeyRequired: false });
    expect((await client.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true })).status).toBe(200);
    const sessionsBefore = await api.deps.models.AdminSession.countDocuments({ personId: id });

    const first = await passwordSignIn(email, '198.51.106.1');
    expect(first.status).toBe(200);
    const { secondFactor } = SecondFactorRequired.parse(await first.json());
    expect(await api.deps.models.AdminSession.countDocuments({ personId: id })).toBe(sessionsBefore);
    expect((secondFactor.options as { allowCredentials?: { id: string }[] }).allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);

    const other = await personWithPasskey();
    const stolen = await secondStep(
      { challengeId: secondFactor.challengeId, response: other.authenticator.assert(secondFactor.options, other.id) },
      '198.51.106.1',
    );
    expect(stolen.status).toBe(401);
    expect((await stolen.json()).error).toBe('This passkey is not one of yours');

    const again = SecondFactorRequired.parse(await (await passwordSignIn(email, '198.51.106.1')).json()).secondFactor;
    const done = await secondStep({ challengeId: again.challengeId, response: authenticator.assert(again.options, id) }, '198.51.106.1');
    expect(done.status).toBe(200);
    const session = asAdmin(api, AdminSession.parse(await done.json()).sessionToken);
    const [current] = ActiveSession.array().parse(await (await session.get('/api/admin/sessions')).json());
    expect(current).toMatchObject({ method: 'passwordAndPasskey', current: true });
  });

  it('cannot be asked for without a passkey, and removing the last passkey turns it off (the password alone works again)', async () => {
    const { email, client, authenticator } = await personWithPasskey();
    expect((await client.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true })).status).toBe(200);
    expect((await client.send('DELETE', `/api/admin/passkeys/${authenticator.id}`)).status).toBe(200);
    expect(await (await client.get('/api/admin/account/second-factor')).json()).toEqual({ passkeyRequired: false });
    AdminSession.parse(await (await passwordSignIn(email, '198.51.106.2')).json());
    const refused = await client.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('Add a passkey first: it is what the second factor asks for');
  });

  it('a key that only checks presence (no PIN or biometric) is a second factor, never a way in on its own', async () => {
    const { id, email, client, authenticator } = await personWithPasskey();
    authenticator.userVerifies = false;
    const alone = await passkeySignIn(api, authenticator, id, '198.51.106.3');
    expect(alone.status).toBe(401);
    expect((await alone.json()).error).toMatch(/^The passkey did not sign you in: .*user.*verif/i);
    await client.send('PATCH', '/api/admin/account/second-factor', { passkeyRequired: true });
    const { secondFactor } = SecondFactorRequired.parse(await (await passwordSignIn(email, '198.51.106.3')).json());
    expect((await secondStep({ challengeId: secondFactor.challengeId, response: authenticator.assert(secondFactor.options, id) }, '198.51.106.3')).status).toBe(
      200,
    );
  });
});
