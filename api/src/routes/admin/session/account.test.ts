import { AdminSession, CurrentSession, Person } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { adminForFile, asAdmin } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { acceptAndSignIn, invite, PERSON_PASSWORD, signInWithEmail } from '../../../../test/people';

const a = testApiForFile({ seed: false });
// A second instance on the same database.
const b = testApiForFile({ seed: false, sameDatabaseAs: a });
const owner = adminForFile(a, 'Olive Owner', '203.0.113.150');

let people = 0;
async function person(name: string) {
  people += 1;
  const invitation = await invite(owner, `account${people}@example.com`, 'editor', name);
  const address = `198.51.120.${people}`;
  const first = await acceptAndSignIn(a, invitation, address);
  const second = await signInWithEmail(b, invitation.person.email, address);
  return { invitation, address, here: asAdmin(a, first.sessionToken), elsewhere: asAdmin(b, second.sessionToken) };
}

describe('a person’s own account', () => {
  it('Change password asks for the current one; this browser gets a new session, every other session ends saying why, and the new password signs in', async () => {
    const { invitation, address, here, elsewhere } = await person('Paula');
    const wrong = await here.send('POST', '/api/admin/account/password', { currentPassword: 'not my password', newPassword: 'a brand new password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'Your current password is not right', details: { field: 'currentPassword' } });
    expect((await here.send('POST', '/api/admin/account/password', { currentPassword: PERSON_PASSWORD, newPassword: 'short' })).status).toBe(400);
    expect((await elsewhere.get('/api/admin/session')).status).toBe(200);

    const changed = await here.send('POST', '/api/admin/account/password', { currentPassword: PERSON_PASSWORD, newPassword: 'a brand new password' });
    expect(changed.status).toBe(200);
    const session = AdminSession.parse(await changed.json());
    expect(CurrentSession.parse(await (await asAdmin(b, session.sessionToken).get('/api/admin/session')).json()).adminName).toBe('Paula');
    for (const old of [here, elsewhere]) {
      const ended = await old.get('/api/admin/session');
      expect(ended.status).toBe(401);
      expect(await ended.json()).toEqual({ error: 'Session ended: your password was changed', code: 'unauthorized', details: { ended: 'passwordChanged' } });
    }
    const oldPassword = await a.send(
      'POST',
      '/api/admin/login/email',
      { email: invitation.person.email, password: PERSON_PASSWORD },
      { 'X-Forwarded-For': address },
    );
    expect(oldPassword.status).toBe(401);
    await signInWithEmail(b, invitation.person.email, address, 'a brand new password');
  });

  it('a person changes their own name: the team, their open sessions and what they do next carry it', async () => {
    const { invitation, here, elsewhere } = await person('Nico');
    const renamed = await here.send('PATCH', '/api/admin/account', { name: '  Nicola Rossi ' });
    expect(renamed.status).toBe(200);
    expect(CurrentSession.parse(await renamed.json()).adminName).toBe('Nicola Rossi');
    expect(CurrentSession.parse(await (await elsewhere.get('/api/admin/session')).json()).adminName).toBe('Nicola Rossi');
    const team = Person.array().parse(await (await owner.get('/api/admin/people')).json());
    expect(team.find((p) => p.id === invitation.person.id)?.name).toBe('Nicola Rossi');
    expect(await a.deps.models.AuditEntry.exists({ personId: invitation.person.id, action: 'account.name', adminName: 'Nico' })).not.toBeNull();
    expect((await here.send('PATCH', '/api/admin/account', { name: '' })).status).toBe(400);
  });

  it('the site administrator of the shared password has no password or name to change here (409)', async () => {
    const password = await owner.send('POST', '/api/admin/account/password', { currentPassword: 'anything', newPassword: 'a brand new password' });
    expect(password.status).toBe(409);
    expect((await owner.send('PATCH', '/api/admin/account', { name: 'Someone Else' })).status).toBe(409);
  });
});
