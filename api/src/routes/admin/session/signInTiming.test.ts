import { describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { acceptAndSignIn, invite } from '../../../../test/people';

const api = testApiForFile({ seed: false });
const owner = adminForFile(api, 'Olive Owner', '203.0.113.150');

/** Tries of each kind; each from an address in a network of its own, so no limit slows one kind down. */
const TRIES = 12;

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

/** A wrong-password email sign-in: how long its 401 took, in ms. */
async function timedFailure(email: string, address: string): Promise<number> {
  const started = performance.now();
  const response = await api.send('POST', '/api/admin/login/email', { email, password: 'not the password' }, { 'X-Forwarded-For': address });
  const took = performance.now() - started;
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: 'Invalid email address or password', code: 'unauthorized' });
  return took;
}

describe('the email sign-in tells no one which addresses are on the team', () => {
  it(
    'a wrong password takes as long for a known address as for an unknown one (medians of interleaved tries, within noise)',
    { timeout: 120_000 },
    async () => {
      await acceptAndSignIn(api, await invite(owner, 'known@example.com', 'editor'), '198.51.140.1');
      // Warm-up: one of each (the first of a kind may load code or a hash).
      await timedFailure('known@example.com', '10.200.0.1');
      await timedFailure('nobody-0@example.com', '10.201.0.1');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let n = 1; n <= TRIES; n += 1) {
        // Pairs sent together, so a busy moment of the machine slows both kinds alike.
        const [k, u] = await Promise.all([timedFailure('known@example.com', `10.200.${n}.1`), timedFailure(`nobody-${n}@example.com`, `10.201.${n}.1`)]);
        known.push(k);
        unknown.push(u);
      }
      const [k, u] = [median(known), median(unknown)];
      // Each pair's difference, so what slowed a pair (the machine's load) cancels out: its median is near 0 when both
      // kinds do the same work. A password hash takes tens of milliseconds: skipping it for either kind would put the
      // median difference about a hash's time from 0, far beyond this bound.
      const difference = median(known.map((took, n) => took - unknown[n]!));
      expect(
        Math.abs(difference),
        `median difference ${difference.toFixed(1)} ms (medians: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms)`,
      ).toBeLessThan(Math.max(10, 0.25 * Math.min(k, u)));
    },
  );
});
