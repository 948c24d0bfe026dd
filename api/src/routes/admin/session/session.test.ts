import { AdminSession, AuditEntry } from '@kb/contracts';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { startTestApi, testApiForFile } from '../../../../test/harness';
import { asAdmin, signIn, TEST_PASSWORD } from '../../../../test/admin';

const api = testApiForFile({ seed: false });

const login = (body: unknown, address: string) => api.send('POST', '/api/admin/login', body, { 'X-Forwarded-For': address });

describe('POST /api/admin/login', () => {
  it('answers a 256-bit token, the trimmed name and an expiry ADMIN_SESSION_MINUTES ahead; stores only the hash', async () => {
    const before = Date.now();
    const response = await login({ adminName: '  Grace Hopper  ', password: TEST_PASSWORD }, '198.51.100.1');
    expect(response.status).toBe(200);
    const session = AdminSession.parse(await response.json());
    expect(session.adminName).toBe('Grace Hopper');
    expect(Buffer.from(session.sessionToken, 'base64url')).toHaveLength(32);
    const expires = Date.parse(session.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const hash = createHash('sha256').update(session.sessionToken).digest('hex');
    const stored = await api.deps.models.AdminSession.find().lean();
    expect(stored.map((doc) => doc._id)).toContain(hash);
    expect(JSON.stringify(stored)).not.toContain(session.sessionToken);
  });

  it('refuses a wrong password with 401 JSON', async () => {
    const response = await login({ adminName: 'Mallory', password: 'not-the-password' }, '198.51.100.2');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Invalid name or password', code: 'unauthorized' });
  });

  it.each([
    [{ adminName: '   ', password: TEST_PASSWORD }, 'Invalid body: Name is required'],
    [{ adminName: 'x'.repeat(81), password: TEST_PASSWORD }, 'Invalid body: Name must be at most 80 characters'],
    [{ adminName: 'Ada', password: '' }, 'Invalid body: Password is required'],
    [{ password: TEST_PASSWORD }, 'Invalid body: Invalid input: expected string, received undefined'],
  ])('answers 400 for invalid input %#', async (body, message) => {
    const response = await login(body, '198.51.100.3');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it('accepts a name of exactly 80 characters after trimming', async () => {
    const session = await signIn(api, ` ${'n'.repeat(80)} `, '198.51.100.4');
    expect(session.adminName).toBe('n'.repeat(80));
  });

  it('removes expired sessions when someone signs in', async () => {
    const past = new Date(Date.now() - 1000);
    await api.deps.models.AdminSession.create({ _id: 'f'.repeat(64), adminName: 'Old', generation: 'g', expiresAt: past, createdAt: past, revokedAt: null });
    await signIn(api, 'Cleaner', '198.51.100.5');
    expect(await api.deps.models.AdminSession.exists({ _id: 'f'.repeat(64) })).toBeNull();
  });
});

describe('sessions', () => {
  it('a session works until logout; logout revokes it (401 afterwards)', async () => {
    const { sessionToken } = await signIn(api, 'Linus', '198.51.100.6');
    const admin = asAdmin(api, sessionToken);
    expect((await admin.get('/api/admin/reference-urls')).status).toBe(200);
    const out = await admin.send('POST', '/api/admin/logout');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    const after = await admin.get('/api/admin/reference-urls');
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ error: 'Session ended: it was signed out', code: 'unauthorized', details: { ended: 'signedOut' } });
    expect((await admin.send('POST', '/api/admin/logout')).status).toBe(401);
  });

  it('an expired session gets 401 and is deleted', async () => {
    const { sessionToken } = await signIn(api, 'Ken', '198.51.100.7');
    const id = createHash('sha256').update(sessionToken).digest('hex');
    await api.deps.models.AdminSession.updateOne({ _id: id }, { $set: { expiresAt: new Date(Date.now() - 1) } });
    const response = await asAdmin(api, sessionToken).get('/api/admin/reference-urls');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Session expired', code: 'unauthorized', details: { ended: 'expired' } });
    expect(await api.deps.models.AdminSession.exists({ _id: id })).toBeNull();
  });

  it.each([
    [{}, 'No authentication token'],
    [{ Authorization: 'Bearer' }, 'No authentication token'],
    [{ Authorization: 'Basic YWRtaW46YWRtaW4=' }, 'No authentication token'],
    [{ Authorization: 'Bearer short' }, 'Invalid session token'],
    [{ Authorization: `Bearer ${'A'.repeat(43)}` }, 'Invalid session token'],
  ])('answers 401 JSON for a missing or unknown token %#', async (headers, message) => {
    const response = await api.get('/api/admin/reference-urls', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: message, code: 'unauthorized' });
  });

  it('a session lives ADMIN_SESSION_MINUTES', async () => {
    const short = await startTestApi({ seed: false, env: { ADMIN_SESSION_MINUTES: 5 } });
    try {
      const session = await signIn(short, 'Barbara');
      const minutes = (Date.parse(session.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4.9);
      expect(minutes).toBeLessThanOrEqual(5);
    } finally {
      await short.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('after 5 failed attempts for one name (from any addresses) answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await login({ adminName: 'Target', password: 'wrong-guess' }, `192.0.2.${i}`)).status).toBe(401);
    }
    const blocked = await login({ adminName: ' target ', password: TEST_PASSWORD }, '192.0.2.99');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await blocked.json()).error).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    expect((await login({ adminName: 'Someone Else', password: TEST_PASSWORD }, '192.0.2.99')).status).toBe(200);
  });

  it('after 5 failed attempts from one address answers 429 for any name from it', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await login({ adminName: `Guess ${i}`, password: 'wrong-guess' }, '192.0.2.200')).status).toBe(401);
    }
    const blocked = await login({ adminName: 'Fresh Name', password: TEST_PASSWORD }, '192.0.2.200');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login({ adminName: 'Fresh Name', password: TEST_PASSWORD }, '192.0.2.201')).status).toBe(200);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists sign-ins and sign-outs, newest first', async () => {
    const { sessionToken } = await signIn(api, 'Auditor', '198.51.100.8');
    const admin = asAdmin(api, sessionToken);
    const response = await admin.get('/api/admin/audit-log');
    expect(response.status).toBe(200);
    const entries = z.array(AuditEntry).parse(await response.json());
    expect(entries[0]).toMatchObject({ adminName: 'Auditor', action: 'session.login', target: null });
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.some((entry) => entry.adminName === 'Linus' && entry.action === 'session.logout')).toBe(true);
  });
});
