import { Person, PersonLink, SiteSettings } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { type TestApi, testApiForFile } from '../../../../test/harness';
import { adminForFile, asAdmin, TEST_PASSWORD } from '../../../../test/admin';
import { acceptAndSignIn, invite, PERSON_PASSWORD, signInWithEmail, tokenOf } from '../../../../test/people';

const a = testApiForFile({ seed: false });
// A second instance on the same database.
const b = testApiForFile({ seed: false, sameDatabaseAs: a });
const owner = adminForFile(a, 'Olive Owner', '203.0.113.70');

let addresses = 0;
const nextAddress = () => `198.51.110.${(addresses += 1)}`;
/** A request to an editor's call and a viewer's call with the token, on one instance: their statuses. */
async function reach(api: TestApi, token: string) {
  const client = asAdmin(api, token);
  const read = await client.get('/api/admin/audit-log?limit=1');
  const write = await client.send('POST', '/api/admin/reference-urls', { url: `https://example.com/${addresses}-${Math.random()}` });
  return { read: read.status, write: write.status };
}

describe('managing people', () => {
  it('a role change applies to the next request of the person’s open sessions, on every instance', async () => {
    const invitation = await invite(owner, 'rolf@example.com', 'editor');
    const session = await acceptAndSignIn(a, invitation, nextAddress());
    expect(await reach(b, session.sessionToken)).toEqual({ read: 200, write: 201 });
    const changed = await owner.send('PATCH', `/api/admin/people/${invitation.person.id}`, { role: 'viewer' });
    expect(Person.parse(await changed.json()).role).toBe('viewer');
    expect(await reach(b, session.sessionToken)).toEqual({ read: 200, write: 403 });
    expect((await owner.send('PATCH', `/api/admin/people/${invitation.person.id}`, { role: 'boss' })).status).toBe(400);
    expect((await owner.send('PATCH', '/api/admin/people/00000000-0000-4000-8000-000000000000', { role: 'viewer' })).status).toBe(404);
  });

  it('a password reset ends the person’s sessions and old password at once and gives a new single-use link; older links stop working', async () => {
    const invitation = await invite(owner, 'rita@example.com', 'editor');
    const session = await acceptAndSignIn(a, invitation, nextAddress());
    const reset = await owner.send('POST', `/api/admin/people/${invitation.person.id}/reset-password`);
    expect(reset.status).toBe(200);
    const link = (await reset.json()) as { link: string; person: { status: string } };
    expect(link.person.status).toBe('invited');
    for (const api of [a, b]) {
      const after = await asAdmin(api, session.sessionToken).get('/api/admin/audit-log?limit=1');
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ error: 'Session ended: your password was reset', details: { ended: 'passwordReset' } });
    }
    const old = await a.send('POST', '/api/admin/login/email', { email: 'rita@example.com', password: PERSON_PASSWORD }, { 'X-Forwarded-For': nextAddress() });
    expect(old.status).toBe(401);
    // Only the newest link works.
    const again = await owner.send('POST', `/api/admin/people/${invitation.person.id}/reset-password`);
    const newest = (await again.json()) as { link: string };
    expect((await a.send('POST', '/api/admin/invitations/accept', { token: tokenOf(link.link), password: 'first new password' })).status).toBe(410);
    expect((await a.send('POST', '/api/admin/invitations/accept', { token: tokenOf(newest.link), password: 'second new password' })).status).toBe(200);
    await signInWithEmail(b, 'rita@example.com', nextAddress(), 'second new password');
  });

  it('pending invitations: each invited person lists until when their link works; Copy link gives another link while the first keeps working; the first used ends the others', async () => {
    const [ivy, ian] = [await invite(owner, 'ivy@example.com', 'editor', 'Ivy'), await invite(owner, 'ian@example.com', 'viewer', 'Ian')];
    const listed = async () => Object.fromEntries(((await (await owner.get('/api/admin/people')).json()) as Person[]).map((p) => [p.email, p]));
    // A second invitation leaves the first one's link working.
    expect((await listed())['ivy@example.com']).toMatchObject({ status: 'invited', invitationExpiresAt: ivy.expiresAt });
    expect((await listed())['ian@example.com']?.invitationExpiresAt).toBe(ian.expiresAt);
    const copied = await owner.send('POST', `/api/admin/people/${ivy.person.id}/invitation`, { mail: false });
    expect(copied.status).toBe(200);
    const another = PersonLink.parse(await copied.json());
    expect(another.link).not.toBe(ivy.link);
    expect(another.mailed).toBe(false);
    expect((await listed())['ivy@example.com']?.invitationExpiresAt).toBe(another.expiresAt);
    expect((await b.send('POST', '/api/admin/invitations/lookup', { token: tokenOf(ivy.link) })).status).toBe(200);
    // The first link, used, accepts the invitation; the copied one then stops working.
    await acceptAndSignIn(b, ivy, nextAddress());
    expect((await a.send('POST', '/api/admin/invitations/accept', { token: tokenOf(another.link), password: 'a password for later' })).status).toBe(410);
    expect((await listed())['ivy@example.com']).toMatchObject({ status: 'active', invitationExpiresAt: null });
    const late = await owner.send('POST', `/api/admin/people/${ivy.person.id}/invitation`, { mail: false });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toBe('Ivy has already accepted their invitation');
    expect((await owner.send('POST', `/api/admin/people/${ian.person.id}/invitation`, { mail: 'yes' })).status).toBe(400);
  });

  it('Revoke takes an invited person off the team: every link of theirs stops working, the audit log names them, and the address can be invited again', async () => {
    const invitation = await invite(owner, 'rex@example.com', 'publisher', 'Rex');
    const second = PersonLink.parse(await (await owner.send('POST', `/api/admin/people/${invitation.person.id}/invitation`, { mail: false })).json());
    const revoked = await owner.send('DELETE', `/api/admin/people/${invitation.person.id}/invitation`);
    expect(revoked.status).toBe(200);
    for (const link of [invitation.link, second.link]) {
      expect((await b.send('POST', '/api/admin/invitations/accept', { token: tokenOf(link), password: 'a password for later' })).status).toBe(410);
    }
    const people = ((await (await owner.get('/api/admin/people')).json()) as Person[]).map((p) => p.email);
    expect(people).not.toContain('rex@example.com');
    expect(await a.deps.models.AuditEntry.exists({ action: 'invitation.revoke', 'concerns.adminName': 'Rex' })).not.toBeNull();
    const again = await invite(owner, 'rex@example.com', 'viewer', 'Rex');
    await acceptAndSignIn(a, again, nextAddress());
    const active = await owner.send('DELETE', `/api/admin/people/${again.person.id}/invitation`);
    expect(active.status).toBe(409);
    expect((await owner.get('/api/admin/people')).status).toBe(200);
    expect(((await (await owner.get('/api/admin/people')).json()) as Person[]).map((p) => p.email)).toContain('rex@example.com');
  });

  it('removing a person ends their sessions at once on every instance, and their address can be invited again', async () => {
    const invitation = await invite(owner, 'remy@example.com', 'publisher', 'Remy');
    const [first, second] = [await acceptAndSignIn(a, invitation, nextAddress()), await signInWithEmail(b, 'remy@example.com', nextAddress())];
    expect(await reach(b, first.sessionToken)).toEqual({ read: 200, write: 201 });
    const removed = await owner.send('DELETE', `/api/admin/people/${invitation.person.id}`);
    expect(await removed.json()).toEqual({ ok: true, sessionsEnded: 2 });
    for (const api of [a, b]) {
      for (const session of [first, second]) {
        const after = await asAdmin(api, session.sessionToken).get('/api/admin/audit-log?limit=1');
        expect(after.status).toBe(401);
      }
    }
    expect(
      (await a.send('POST', '/api/admin/login/email', { email: 'remy@example.com', password: PERSON_PASSWORD }, { 'X-Forwarded-For': nextAddress() })).status,
    ).toBe(401);
    const people = ((await (await owner.get('/api/admin/people')).json()) as Person[]).map((p) => p.email);
    expect(people).not.toContain('remy@example.com');
    // What they did keeps their id and name.
    expect(await a.deps.models.AuditEntry.exists({ personId: invitation.person.id, adminName: 'Remy', action: 'session.login' })).not.toBeNull();
    expect((await invite(owner, 'remy@example.com', 'viewer')).person.id).not.toBe(invitation.person.id);
  });

  it('a session that raced a removal (ended in the database by the removal of its person) is refused, even if not yet marked revoked', async () => {
    const invitation = await invite(owner, 'race-remove@example.com', 'editor');
    const session = await acceptAndSignIn(a, invitation, nextAddress());
    await a.deps.models.Person.deleteOne({ _id: invitation.person.id });
    const after = await asAdmin(b, session.sessionToken).get('/api/admin/audit-log?limit=1');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Session ended: you were removed from the team', code: 'unauthorized', details: { ended: 'removed' } });
  });

  it('"Sign out everywhere" by a person ends only that person’s sessions', async () => {
    const invitation = await invite(owner, 'sam@example.com', 'viewer');
    const mine = [await acceptAndSignIn(a, invitation, nextAddress()), await signInWithEmail(b, 'sam@example.com', nextAddress())];
    const other = await acceptAndSignIn(a, await invite(owner, 'other@example.com', 'viewer'), nextAddress());
    const response = await asAdmin(b, mine[0]!.sessionToken).send('POST', '/api/admin/sign-out-everywhere');
    expect(await response.json()).toEqual({ ok: true, sessionsEnded: 2 });
    for (const session of mine) expect((await asAdmin(a, session.sessionToken).get('/api/admin/people')).status).toBe(401);
    expect((await asAdmin(a, other.sessionToken).get('/api/admin/people')).status).toBe(200);
    expect((await owner.get('/api/admin/people')).status).toBe(200);
  });
});

describe('the shared-password sign-in as a site setting', () => {
  it('can be turned off only once another owner has set a password; then SPEC sign-in answers 403, its sessions end, and the last owner stays', async () => {
    const off = () => owner.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: false });
    const pending = await invite(owner, 'olga@example.com', 'owner', 'Olga');
    const refused = await off();
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/Invite another owner/);

    const olga = asAdmin(a, (await acceptAndSignIn(a, pending, nextAddress())).sessionToken);
    expect(SiteSettings.parse(await (await off()).json())).toMatchObject({ sharedPasswordSignIn: false, reviewRequired: false });
    // The site administrator's sessions ended; the shared password no longer signs in.
    expect((await owner.get('/api/admin/people')).status).toBe(401);
    const spec = await b.send('POST', '/api/admin/login', { adminName: 'Olive Owner', password: TEST_PASSWORD }, { 'X-Forwarded-For': nextAddress() });
    expect(spec.status).toBe(403);
    expect((await spec.json()).code).toBe('forbidden');
    // Olga is the only owner who can sign in: she cannot be removed or demoted.
    expect((await olga.send('DELETE', `/api/admin/people/${pending.person.id}`)).status).toBe(409);
    expect((await olga.send('PATCH', `/api/admin/people/${pending.person.id}`, { role: 'editor' })).status).toBe(409);
    expect(await a.deps.models.AuditEntry.exists({ action: 'settings.update', adminName: 'Olive Owner', target: 'sharedPasswordSignIn:false' })).not.toBeNull();

    expect(SiteSettings.parse(await (await olga.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: true })).json())).toMatchObject({
      sharedPasswordSignIn: true,
      reviewRequired: false,
    });
    const back = await b.send('POST', '/api/admin/login', { adminName: 'Olive Owner', password: TEST_PASSWORD }, { 'X-Forwarded-For': nextAddress() });
    expect(back.status).toBe(200);
    const ownerAgain = asAdmin(a, ((await back.json()) as { sessionToken: string }).sessionToken);
    expect((await ownerAgain.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: 'no' })).status).toBe(400);
  });
});
