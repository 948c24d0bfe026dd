import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { LOGIN_LIMITS } from '../../../middlewares/rateLimit';
import { asAdmin, signIn, TEST_PASSWORD } from '../testing';

/** An app of its own: the site-wide limit is per instance, and this file uses it up. */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

const login = (adminName: string, password: string, address: string) =>
  api.send('POST', '/api/admin/login', { adminName, password }, { 'X-Forwarded-For': address });

describe('failed sign-ins', () => {
  it('are recorded in the audit log with the name and the client address, never the password', async () => {
    const password = 'Secret-Guess-4711';
    expect((await login('  Eve  ', password, '203.0.113.77')).status).toBe(401);
    const { sessionToken } = await signIn(api, 'Auditor', '203.0.113.78');
    const entries = (await (await asAdmin(api, sessionToken).get('/api/admin/audit-log')).json()) as { adminName: string; action: string; target: string }[];
    expect(entries.filter((entry) => entry.action === 'session.loginFailed')).toEqual([
      expect.objectContaining({ adminName: 'Eve', action: 'session.loginFailed', target: 'address 203.0.113.77' }),
    ]);
    const stored = JSON.stringify(await api.deps.models.AuditEntry.find().lean());
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(TEST_PASSWORD);
  });

  it('rotating both names and addresses gets 429 with Retry-After once the site-wide limit is used up, for everyone', async () => {
    // One failure is already counted by the test above.
    const allowed = LOGIN_LIMITS.siteWide - 1;
    const statuses: number[] = [];
    for (let n = 0; n < allowed + 10; n += 1) {
      statuses.push((await login(`Name ${n}`, 'wrong-guess', `198.18.${n >> 8}.${n & 255}`)).status);
    }
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses.slice(allowed)).toEqual(Array(10).fill(429));

    const blocked = await login('Brand New', TEST_PASSWORD, '198.18.200.1');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    expect(await blocked.json()).toEqual({
      error: `Too many attempts. Try again in ${retryAfter} seconds.`,
      details: { retryAfterSeconds: retryAfter },
    });
    // Refused attempts are not written to the audit log (a flood must not become a flood of writes).
    expect(await api.deps.models.AuditEntry.countDocuments({ action: 'session.loginFailed' })).toBe(LOGIN_LIMITS.siteWide);
  });
});
