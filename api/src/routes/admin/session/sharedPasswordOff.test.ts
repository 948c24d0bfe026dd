import { AdminSession } from '@kb/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { adminForFile, asAdmin, TEST_PASSWORD } from '../../../../test/admin';
import { testApiForFile, type TestApi } from '../../../../test/harness';
import { acceptAndSignIn, invite } from '../../../../test/people';

const a = testApiForFile({ seed: false });
// A second instance on the same database.
const b = testApiForFile({ seed: false, sameDatabaseAs: a });
const siteAdministrator = adminForFile(a, 'Olive Owner', '203.0.113.80');

const ROUNDS = 6;
const SIGN_INS = 12;

/** A shared-password sign-in: its token, or null when it was refused. */
async function sharedSignIn(api: TestApi, address: string): Promise<string | null> {
  const response = await api.send('POST', '/api/admin/login', { adminName: 'Racer', password: TEST_PASSWORD }, { 'X-Forwarded-For': address });
  return response.status === 200 ? AdminSession.parse(await response.json()).sessionToken : null;
}

/** The tokens that still reach an owner's call, on either instance. */
async function working(tokens: string[]): Promise<string[]> {
  const answers = await Promise.all(
    tokens.map(
      async (token) => [token, (await asAdmin(a, token).get('/api/admin/people')).status, (await asAdmin(b, token).get('/api/admin/people')).status] as const,
    ),
  );
  return answers.filter(([, onA, onB]) => onA !== 401 || onB !== 401).map(([token]) => token);
}

describe('switching the shared-password sign-in off', () => {
  it('leaves no shared-password session alive, also of sign-ins racing the switch-off on two instances, and none comes back when it is on again', async () => {
    const owner = asAdmin(a, (await acceptAndSignIn(a, await invite(siteAdministrator, 'olga-off@example.com', 'owner', 'Olga'), '198.51.120.1')).sessionToken);
    const opened: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Sign-ins spread over the switch-off's time, alternating between the instances.
      const signIns = Array.from({ length: SIGN_INS }, async (_, n) => {
        await sleep(n * 3);
        return sharedSignIn(n % 2 ? b : a, `203.0.${round}.${n + 1}`);
      });
      const switchOff = owner.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: false });
      const [off, ...tokens] = await Promise.all([switchOff, ...signIns]);
      expect(off.status).toBe(200);
      const mine = tokens.filter((token): token is string => token !== null);
      opened.push(...mine);
      expect(await working(mine)).toEqual([]);
      expect((await owner.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: true })).status).toBe(200);
    }
    // The race was run: some sign-ins got a session before the switch-off (or while it was written).
    expect(opened.length).toBeGreaterThan(0);
    // Switched on again, none of them works (they belong to an earlier time it was on); a new sign-in does.
    expect(await working(opened)).toEqual([]);
    const fresh = await sharedSignIn(b, '203.0.100.1');
    expect(fresh).not.toBeNull();
    expect(await working([fresh!])).toEqual([fresh]);
  });
});
