import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { TEST_PASSWORD } from '../../../../test/admin';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Five failed sign-ins, each under a new name and a new X-Forwarded-For value, then a right password. */
async function spoofedAttempts(target: TestApi, forwardedFor: (n: number) => string): Promise<Response> {
  const login = (adminName: string, password: string, n: number) =>
    target.send('POST', '/api/admin/login', { adminName, password }, { 'X-Forwarded-For': forwardedFor(n) });
  for (let n = 1; n <= 5; n += 1) expect((await login(`Guesser ${n}`, 'wrong-guess', n)).status).toBe(401);
  return login('Guesser 6', TEST_PASSWORD, 6);
}

describe('TRUST_PROXY and the per-address sign-in limit', () => {
  it('without TRUST_PROXY a spoofed X-Forwarded-For gives no fresh budget: the 6th attempt is refused', async () => {
    api = await startTestApi({ seed: false, env: { TRUST_PROXY: false } });
    const blocked = await spoofedAttempts(api, (n) => `198.18.0.${n}`);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
  });

  it('with TRUST_PROXY the address is the last X-Forwarded-For entry, the one the proxy appended', async () => {
    api = await startTestApi({ seed: false, env: { TRUST_PROXY: true } });
    // Distinct proxy-appended addresses: each attempt has its own budget, so the right password passes.
    expect((await spoofedAttempts(api, (n) => `198.18.1.${n}`)).status).toBe(200);
    // A client-chosen first entry in front of one real address changes nothing.
    const blocked = await spoofedAttempts(api, (n) => `10.9.8.${n}, 198.18.2.1`);
    expect(blocked.status).toBe(429);
  });
});
