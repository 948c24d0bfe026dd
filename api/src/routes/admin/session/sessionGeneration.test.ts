import { AdminSession } from '@kb/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { asAdmin, signIn, TEST_PASSWORD } from '../../../../test/admin';

const apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
});
async function start(options: Parameters<typeof startTestApi>[0] = {}): Promise<TestApi> {
  const api = await startTestApi({ seed: false, ...options });
  apis.push(api);
  return api;
}

/** An admin read and an admin write with a token: their statuses and the error of the write. */
async function readAndWrite(api: TestApi, token: string, n: number) {
  const admin = asAdmin(api, token);
  const read = await admin.get('/api/admin/audit-log');
  const write = await admin.send('POST', '/api/admin/categories', { name: `Category ${n}`, slug: `category-${n}` });
  return { read: read.status, write: write.status, error: write.status === 401 ? ((await write.json()) as { error: string }).error : null };
}

describe('sessions belong to the admin password they were started with', () => {
  it('after a restart with a new ADMIN_PASSWORD an old token gets 401 on an admin read and write; a new sign-in works', async () => {
    const before = await start({ env: { ADMIN_PASSWORD: 'first-password-1234' } });
    const signedIn = await before.send('POST', '/api/admin/login', { adminName: 'Ada', password: 'first-password-1234' }, { 'X-Forwarded-For': '203.0.113.1' });
    const { sessionToken } = AdminSession.parse(await signedIn.json());
    expect(await readAndWrite(before, sessionToken, 1)).toEqual({ read: 200, write: 201, error: null });

    // The restart: a process with the new password on the same database.
    const after = await start({ uri: before.databaseUri, env: { ADMIN_PASSWORD: 'second-password-5678' } });
    expect(await readAndWrite(after, sessionToken, 2)).toEqual({ read: 401, write: 401, error: 'Session ended: the admin password has changed' });
    expect(await after.deps.models.Category.exists({ slug: 'category-2' })).toBeNull();

    const again = await after.send('POST', '/api/admin/login', { adminName: 'Ada', password: 'second-password-5678' }, { 'X-Forwarded-For': '203.0.113.1' });
    expect(again.status).toBe(200);
    expect(await readAndWrite(after, AdminSession.parse(await again.json()).sessionToken, 3)).toMatchObject({ read: 200, write: 201 });
  });
});

describe('POST /api/admin/sign-out-everywhere', () => {
  it('ends every session on every instance, the caller’s too, and is audited', async () => {
    const a = await start();
    const b = await start({ uri: a.databaseUri });
    const caller = await signIn(a, 'Ada', '203.0.113.10');
    const others = await Promise.all([signIn(b, 'Grace', '203.0.113.11'), signIn(a, 'Linus', '203.0.113.12'), signIn(b, 'Ada', '203.0.113.13')]);
    for (const session of others) expect((await asAdmin(b, session.sessionToken).get('/api/admin/reference-urls')).status).toBe(200);

    const response = await asAdmin(a, caller.sessionToken).send('POST', '/api/admin/sign-out-everywhere');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, sessionsEnded: 4 });

    for (const session of [caller, ...others]) {
      for (const api of [a, b]) {
        const after = await asAdmin(api, session.sessionToken).get('/api/admin/reference-urls');
        expect(after.status).toBe(401);
        expect(await after.json()).toEqual({ error: 'Session ended: signed out everywhere', code: 'unauthorized', details: { ended: 'signedOutEverywhere' } });
      }
    }
    expect(await a.deps.models.AuditEntry.exists({ adminName: 'Ada', action: 'session.logoutEverywhere', target: '4 sessions' })).not.toBeNull();
    // Signing in again works at once.
    const fresh = await b.send('POST', '/api/admin/login', { adminName: 'Ada', password: TEST_PASSWORD }, { 'X-Forwarded-For': '203.0.113.14' });
    expect(fresh.status).toBe(200);
  });

  it('needs a session: 401 without one', async () => {
    const api = await start();
    const response = await api.send('POST', '/api/admin/sign-out-everywhere');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No authentication token', code: 'unauthorized' });
  });
});
