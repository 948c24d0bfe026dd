import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { PER_KEY, SITE_WIDE } from '../../../signIn/backoff';
import { asAdmin, signIn, TEST_PASSWORD } from '../../../../test/admin';

/** Each test gets an app (and database) of its own: these tests use the limits up. */
const apis: TestApi[] = [];
afterEach(async () => {
  await Promise.all(apis.splice(0).map((api) => api.close()));
});
async function start(uri?: string): Promise<TestApi> {
  const api = await startTestApi({ seed: false, uri });
  apis.push(api);
  return api;
}

const login = (api: TestApi, adminName: string, password: string, address: string, cookie?: string) =>
  api.send('POST', '/api/admin/login', { adminName, password }, { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) });

/** The `kb_device=…` pair a successful sign-in sets. */
function deviceCookie(response: Response): string {
  const pair = response.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_device='));
  if (!pair) throw new Error('no device cookie was set');
  return pair.split(';')[0]!;
}

/** Wrong passwords under rotating names and addresses until the site-wide anonymous limit is used up. */
async function exhaustSiteWide(api: TestApi): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < SITE_WIDE.free + 5; n += 1) {
    statuses.push((await login(api, `Name ${n}`, 'wrong-guess', `198.18.${n >> 8}.${n & 255}`)).status);
  }
  return statuses;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('failed sign-ins', () => {
  it('are recorded in the audit log with the name and the client address, never the password', async () => {
    const api = await start();
    const password = 'Secret-Guess-4711';
    expect((await login(api, '  Eve  ', password, '203.0.113.77')).status).toBe(401);
    const { sessionToken } = await signIn(api, 'Auditor', '203.0.113.78');
    const entries = (await (await asAdmin(api, sessionToken).get('/api/admin/audit-log')).json()) as { adminName: string; action: string; target: string }[];
    expect(entries.filter((entry) => entry.action === 'session.loginFailed')).toEqual([
      expect.objectContaining({ adminName: 'Eve', action: 'session.loginFailed', target: 'address 203.0.113.77' }),
    ]);
    const stored = JSON.stringify([await api.deps.models.AuditEntry.find().lean(), await api.deps.models.LoginFailure.find().lean()]);
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(TEST_PASSWORD);
  });

  it('150 wrong passwords sent at once from one address: exactly the free attempts get 401, the rest 429', async () => {
    const api = await start();
    const responses = await Promise.all(Array.from({ length: 150 }, (_, n) => login(api, `Burst ${n}`, 'wrong-guess', '203.0.113.90')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: PER_KEY.free, 429: 150 - PER_KEY.free });
    expect(await api.deps.models.LoginFailure.countDocuments()).toBe(PER_KEY.free);
    // Refused attempts are not audited (a flood must not become a flood of writes).
    expect(await api.deps.models.AuditEntry.countDocuments({ action: 'session.loginFailed' })).toBe(PER_KEY.free);
  });

  it('one name guessed from many addresses at once: the name is limited too', async () => {
    const api = await start();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, n) => login(api, 'Ada Admin', 'wrong-guess', `198.19.0.${n + 1}`)));
    expect(tally(responses.map((r) => r.status))).toEqual({ 401: PER_KEY.free, 429: 40 - PER_KEY.free });
  });

  it('back-off: after the free failures an address waits, and Retry-After says how long', async () => {
    const api = await start();
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(api, `Try ${n}`, 'wrong', '203.0.113.91')).status).toBe(401);
    const blocked = await login(api, 'Try again', TEST_PASSWORD, '203.0.113.91');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(PER_KEY.baseSeconds - 5);
    expect(retryAfter).toBeLessThanOrEqual(PER_KEY.baseSeconds);
    expect(await blocked.json()).toEqual({ error: `Too many attempts. Try again in ${retryAfter} seconds.`, code: 'rateLimited', details: { retryAfterSeconds: retryAfter } });
    // Another address is not affected.
    expect((await login(api, 'Try again', TEST_PASSWORD, '203.0.113.92')).status).toBe(200);
  });

  it('rotating names and addresses gets 429 for every browser without a device cookie once the site-wide limit is used up', async () => {
    const api = await start();
    const statuses = await exhaustSiteWide(api);
    expect(statuses).toEqual([...Array(SITE_WIDE.free).fill(401), ...Array(5).fill(429)]);
    const blocked = await login(api, 'Brand New', TEST_PASSWORD, '198.18.200.1');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(SITE_WIDE.baseSeconds);
  });
});

describe('device cookies: the real admin is not locked out', () => {
  it('a browser that signed in before signs in during a site-wide lockout of its own name; other names, forged or foreign cookies do not pass', async () => {
    const api = await start();
    const first = await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.10');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(first.headers.getSetCookie().join()).toMatch(/kb_device=[^;]+; path=\/api\/admin\/login; .*samesite=strict; httponly/i);

    // The attack: the site-wide limit used up, and the admin's own name guessed from many addresses.
    await exhaustSiteWide(api);
    for (let n = 0; n < 3; n += 1) expect((await login(api, 'ada admin', 'wrong', `198.20.0.${n}`)).status).toBe(429);
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.11')).status).toBe(429);

    // From another address, even: the cookie is what counts.
    const again = await login(api, ' Ada Admin ', TEST_PASSWORD, '203.0.113.12', cookie);
    expect(again.status).toBe(200);
    expect((await login(api, 'Mallory', TEST_PASSWORD, '203.0.113.12', cookie)).status).toBe(429);
    const [payload, signature] = cookie.slice('kb_device='.length).split('.');
    const forged = `kb_device=${Buffer.from(JSON.stringify({ n: 'mallory', d: 'x' })).toString('base64url')}.${signature}`;
    expect((await login(api, 'Mallory', TEST_PASSWORD, '203.0.113.12', forged)).status).toBe(429);
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.12', `kb_device=${payload}.${'A'.repeat(43)}`)).status).toBe(429);
  });

  it('a device cookie has its own failure budget; used up, the browser is judged like any other', async () => {
    const api = await start();
    const cookie = deviceCookie(await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.20'));
    const attempts = await Promise.all(Array.from({ length: 12 }, () => login(api, 'Ada Admin', 'wrong', '203.0.113.21', cookie)));
    // The device's free failures, then the anonymous limits of the address and the name (each free too).
    expect(tally(attempts.map((r) => r.status))).toEqual({ 401: 2 * PER_KEY.free, 429: 12 - 2 * PER_KEY.free });
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.22', cookie)).status).toBe(429);
  });

  it('a cookie signed under another admin password is refused', async () => {
    const other = await startTestApi({ seed: false, env: { ADMIN_PASSWORD: 'another-password-123' } });
    apis.push(other);
    const foreign = deviceCookie(await login(other, 'Ada Admin', 'another-password-123', '203.0.113.30'));
    const api = await start();
    await exhaustSiteWide(api);
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.31', foreign)).status).toBe(429);
  });
});

describe('limits shared across instances', () => {
  it('failures counted by one instance block the same address and name on another instance on the same database', async () => {
    const a = await start();
    const b = await start(a.databaseUri);
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(a, `Shared ${n}`, 'wrong', '203.0.113.40')).status).toBe(401);
    expect((await login(b, 'Someone', TEST_PASSWORD, '203.0.113.40')).status).toBe(429);
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(b, 'Target', 'wrong', `203.0.113.${50 + n}`)).status).toBe(401);
    expect((await login(a, 'target', TEST_PASSWORD, '203.0.113.60')).status).toBe(429);
    // Inserts only: one row per failure.
    expect(await a.deps.models.LoginFailure.countDocuments()).toBe(2 * PER_KEY.free);
  });
});
