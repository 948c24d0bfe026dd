import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { PER_KEY, PER_NETWORK } from '../../../signIn/backoff';
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

/** A stranger's wrong passwords: 40 under rotating names, each from an address in a network of its own. */
async function strangerFailures(api: TestApi): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < 40; n += 1) statuses.push((await login(api, `Name ${n}`, 'wrong-guess', `198.18.${n}.7`)).status);
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
    expect(await blocked.json()).toEqual({
      error: `Too many attempts. Try again in ${retryAfter} seconds.`,
      code: 'rateLimited',
      details: { retryAfterSeconds: retryAfter },
    });
    // Another address is not affected.
    expect((await login(api, 'Try again', TEST_PASSWORD, '203.0.113.92')).status).toBe(200);
  });

  it("a stranger's failures under many names and addresses lock nobody else out: the right password from a clean network passes", async () => {
    const api = await start();
    expect(await strangerFailures(api)).toEqual(Array(40).fill(401));
    // The admin's own name guessed at from many networks, past its free failures.
    for (let n = 0; n < 2 * PER_KEY.free; n += 1) await login(api, 'ada admin', 'wrong-guess', `198.19.${n}.7`);
    expect((await login(api, 'Ada Admin', 'wrong-guess', '198.19.0.8')).status).toBe(429);
    // No device cookie, a network that has not been failing: in.
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.5')).status).toBe(200);
    expect((await login(api, 'Brand New', TEST_PASSWORD, '192.0.2.5')).status).toBe(200);
  });

  it('addresses rotated inside one /24 are slowed down together', async () => {
    const api = await start();
    const statuses: number[] = [];
    for (let n = 0; n < PER_NETWORK.free + 3; n += 1) statuses.push((await login(api, `Guess ${n}`, 'wrong-guess', `198.18.7.${n + 1}`)).status);
    expect(statuses).toEqual([...Array(PER_NETWORK.free).fill(401), 429, 429, 429]);
    expect((await login(api, 'Fresh', TEST_PASSWORD, '198.18.7.200')).status).toBe(429);
    expect((await login(api, 'Fresh', TEST_PASSWORD, '198.18.8.200')).status).toBe(200);
  });

  it('an IPv6 /64 is one address', async () => {
    const api = await start();
    for (let n = 1; n <= PER_KEY.free; n += 1) expect((await login(api, `Six ${n}`, 'wrong', `2001:db8:0:1::${n.toString(16)}`)).status).toBe(401);
    expect((await login(api, 'Six', TEST_PASSWORD, '2001:db8:0:1:ffff::1')).status).toBe(429);
    expect((await login(api, 'Six', TEST_PASSWORD, '2001:db8:0:2::1')).status).toBe(200);
  });

  it('a name with a zero-width space is the same name: locked with it, and audited in its canonical form', async () => {
    const api = await start();
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(api, 'alice', 'wrong-guess', `198.20.0.${n + 1}`)).status).toBe(401);
    for (const variant of ['alice\u200b', '\u200dAL\u00adICE', '\uff41lice']) {
      expect((await login(api, variant, TEST_PASSWORD, '198.20.0.99')).status).toBe(429);
    }
    expect((await login(api, 'alice\u200b', 'wrong-guess', '198.21.0.1')).status).toBe(401);
    const signedIn = await login(api, 'alice\u200b', TEST_PASSWORD, '198.22.0.1');
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).adminName).toBe('alice');
    const names = (await api.deps.models.AuditEntry.find().lean()).map((entry) => entry.adminName);
    expect(new Set(names)).toEqual(new Set(['alice']));
  });
});

describe('device cookies: the real admin is not locked out', () => {
  it('a browser that signed in before signs in while its name and address are locked by guessing from its own network; other names, forged or foreign cookies do not pass', async () => {
    const api = await start();
    const first = await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.10');
    expect(first.status).toBe(200);
    const cookie = deviceCookie(first);
    expect(first.headers.getSetCookie().join()).toMatch(/kb_device=[^;]+; path=\/api\/admin\/login; .*samesite=strict; httponly/i);

    // The attack: the admin's own name guessed from an address in the admin's network until both are locked.
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(api, 'ada admin', 'wrong', '203.0.113.12')).status).toBe(401);
    expect((await login(api, 'Ada Admin', TEST_PASSWORD, '203.0.113.11')).status).toBe(429);

    // From the locked address, even: the cookie is what counts.
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
    for (let n = 0; n < PER_KEY.free; n += 1) expect((await login(api, 'Ada Admin', 'wrong', '203.0.113.32')).status).toBe(401);
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
