import { CurrentSession, Invitation, Person, Revision } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile, asAdmin } from '../../../../test/admin';
import { acceptAndSignIn, invite, PERSON_PASSWORD, tokenOf } from '../../../../test/people';

const api = testApiForFile();
const owner = adminForFile(api, 'Olive Owner', '203.0.113.50');

const accept = (token: string, password = PERSON_PASSWORD) => api.send('POST', '/api/admin/invitations/accept', { token, password });
const emailLogin = (email: string, password: string, address: string) =>
  api.send('POST', '/api/admin/login/email', { email, password }, { 'X-Forwarded-For': address });

describe('inviting a person', () => {
  it('answers 201 with the person (invited) and a single-use link shown to copy, valid 72 hours; audited with who invited', async () => {
    const before = Date.now();
    const invitation = await invite(owner, '  Ann@Example.COM ', 'editor', 'Ann Editor');
    expect(invitation.person).toMatchObject({ email: 'ann@example.com', name: 'Ann Editor', role: 'editor', status: 'invited' });
    expect(invitation.mailed).toBe(false);
    expect(invitation.link).toMatch(new RegExp(`^${api.url}/admin/login#invitation=[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(invitation.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 72 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 72 * 3_600_000);
    // Only the secret's hash is stored.
    expect(JSON.stringify(await api.deps.models.PersonToken.find().lean())).not.toContain(tokenOf(invitation.link));
    const audit = await api.deps.models.AuditEntry.findOne({ action: 'person.invite' }).lean();
    expect(audit).toMatchObject({ adminName: 'Olive Owner', personId: null });

    const lookup = await api.send('POST', '/api/admin/invitations/lookup', { token: tokenOf(invitation.link) });
    expect(Invitation.parse(await lookup.json())).toMatchObject({ email: 'ann@example.com', name: 'Ann Editor', purpose: 'invite' });
    const people = (await (await owner.get('/api/admin/people')).json()) as unknown[];
    expect(people.map((p) => Person.parse(p).email)).toContain('ann@example.com');
  });

  it('refuses an address already on the team with 409, also when two invitations of it race', async () => {
    await invite(owner, 'dup@example.com', 'viewer');
    const again = await owner.send('POST', '/api/admin/people', { email: 'DUP@example.com', name: 'Dup', role: 'viewer' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'dup@example.com is already on the team', code: 'conflict' });

    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => owner.send('POST', '/api/admin/people', { email: 'race@example.com', name: 'Race', role: 'editor' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await api.deps.models.Person.countDocuments({ email: 'race@example.com' })).toBe(1);
  });

  it.each([
    [{ email: 'not-an-address', name: 'X', role: 'editor' }, 'Invalid body: Email must be an email address'],
    [{ email: 'x@example.com', name: 'X', role: 'admin' }, 'Invalid body: role must be one of viewer, editor, publisher, owner'],
    [{ email: 'x@example.com', name: ' ', role: 'editor' }, 'Invalid body: Name is required'],
  ])('answers 400 for invalid input %#', async (body, error) => {
    const response = await owner.send('POST', '/api/admin/people', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
  });
});

describe('accepting an invitation and signing in with the email address', () => {
  it('sets the password once, then signs in as the person, whose session says who and which role', async () => {
    const invitation = await invite(owner, 'pat@example.com', 'publisher', 'Pat Publisher');
    const session = await acceptAndSignIn(api, invitation, '198.51.100.60');
    expect(session.adminName).toBe('Pat Publisher');
    const me = CurrentSession.parse(await (await asAdmin(api, session.sessionToken).get('/api/admin/session')).json());
    expect(me).toMatchObject({ adminName: 'Pat Publisher', personId: invitation.person.id, email: 'pat@example.com', role: 'publisher' });
    const stored = await api.deps.models.Person.findById(invitation.person.id).lean();
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(PERSON_PASSWORD);
    // The link is used up.
    const reused = await accept(tokenOf(invitation.link), 'another password 123');
    expect(reused.status).toBe(410);
  });

  it('the site administrator (SPEC sign-in) is an Owner without a person', async () => {
    const me = CurrentSession.parse(await (await owner.get('/api/admin/session')).json());
    expect(me).toMatchObject({ adminName: 'Olive Owner', personId: null, email: null, role: 'owner' });
  });

  it('of two uses of one link at once, exactly one sets a password', async () => {
    const invitation = await invite(owner, 'twice@example.com', 'editor');
    const token = tokenOf(invitation.link);
    const answers = await Promise.all([accept(token, 'first password 111'), accept(token, 'second password 222')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = answers[0]?.status === 200 ? 'first password 111' : 'second password 222';
    expect((await emailLogin('twice@example.com', winner, '198.51.100.61')).status).toBe(200);
  });

  it('an expired link answers 410 and sets nothing', async () => {
    const invitation = await invite(owner, 'late@example.com', 'editor');
    await api.deps.models.PersonToken.updateMany({ personId: invitation.person.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await accept(tokenOf(invitation.link));
    expect(response.status).toBe(410);
    expect((await response.json()).error).toMatch(/expired/);
    expect((await api.deps.models.Person.findById(invitation.person.id).lean())?.passwordHash).toBeNull();
  });

  it('refuses a short password and a malformed link with 400, an unknown link with 410', async () => {
    const invitation = await invite(owner, 'short@example.com', 'editor');
    expect((await accept(tokenOf(invitation.link), 'short')).status).toBe(400);
    expect((await accept('nope', PERSON_PASSWORD)).status).toBe(400);
    expect((await accept('A'.repeat(43), PERSON_PASSWORD)).status).toBe(410);
  });

  it('answers the same 401 for a wrong password, an unknown address and a person who has not set a password', async () => {
    await acceptAndSignIn(api, await invite(owner, 'wrong@example.com', 'viewer'), '198.51.100.62');
    await invite(owner, 'pending@example.com', 'viewer');
    const cases = [
      ['wrong@example.com', 'not the password'],
      ['nobody@example.com', PERSON_PASSWORD],
      ['pending@example.com', PERSON_PASSWORD],
    ] as const;
    for (const [n, [email, password]] of cases.entries()) {
      const response = await emailLogin(email, password, `198.51.101.${n}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid email address or password', code: 'unauthorized' });
    }
    expect(await api.deps.models.AuditEntry.exists({ action: 'session.loginFailed', adminName: 'nobody@example.com' })).not.toBeNull();
  });

  it('failed email sign-ins are limited like the SPEC sign-in: 5 from one address, then 429 even for the right password', async () => {
    await acceptAndSignIn(api, await invite(owner, 'limited@example.com', 'viewer'), '198.51.102.1');
    const guesses = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => emailLogin('limited@example.com', 'guess guess guess', '198.51.103.9')));
    expect(guesses.filter((r) => r.status === 401)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(2);
    const right = await emailLogin('limited@example.com', PERSON_PASSWORD, '198.51.103.9');
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    // From a clean network the person still signs in.
    expect((await emailLogin('limited@example.com', PERSON_PASSWORD, '198.51.104.9')).status).toBe(200);
  });
});

describe('attribution', () => {
  it('revisions, publishes and audit entries carry the person id and their name as it was; the audit log filters by person', async () => {
    const editor = await acceptAndSignIn(api, await invite(owner, 'eve@example.com', 'editor', 'Eve Editor'), '198.51.105.1');
    const publisherInvite = await invite(owner, 'paul@example.com', 'publisher', 'Paul Publisher');
    const publisher = await acceptAndSignIn(api, publisherInvite, '198.51.105.2');
    const article = await api.deps.models.Article.findOne().lean();
    const saved = await asAdmin(api, editor.sessionToken).send('POST', '/api/admin/save-revision', {
      articleId: article?._id,
      content: '<p>Eve wrote this.</p>',
    });
    const revision = Revision.parse(await saved.json());
    const eve = (await api.deps.models.Person.findOne({ email: 'eve@example.com' }).lean())?._id;
    expect(revision).toMatchObject({ adminName: 'Eve Editor', personId: eve, publishedBy: null });

    const published = await asAdmin(api, publisher.sessionToken).send('POST', `/api/admin/publish-revision/${revision.id}`);
    expect(Revision.parse(await published.json()).publishedBy).toEqual({ personId: publisherInvite.person.id, adminName: 'Paul Publisher' });
    const history = (await (await owner.get(`/api/admin/revisions/${article?._id}`)).json()) as unknown[];
    expect(history.map((r) => Revision.parse(r)).find((r) => r.id === revision.id)?.publishedBy?.adminName).toBe('Paul Publisher');

    const eves = (await (await owner.get(`/api/admin/audit-log?personId=${eve}`)).json()) as { action: string; personId: string; adminName: string }[];
    expect(eves.map((e) => e.action).sort()).toEqual(['invitation.accept', 'revision.save', 'session.login']);
    expect(eves.every((e) => e.personId === eve && e.adminName === 'Eve Editor')).toBe(true);
    const site = (await (await owner.get('/api/admin/audit-log?personId=site-administrator')).json()) as { personId: string | null }[];
    expect(site.length).toBeGreaterThan(0);
    expect(site.every((e) => e.personId === null)).toBe(true);
    expect((await owner.get('/api/admin/audit-log?personId=eve')).status).toBe(400);
  });
});
