import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';

const api = testApiForFile({ env: { SEARCH_RATE_LIMIT: 20, SEARCH_ANSWER_RATE_LIMIT: 6 } });

const get = (pathname: string, address: string) => api.get(pathname, { headers: { 'X-Forwarded-For': address } });
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

describe('per-client limits on public search', () => {
  it('a search-as-you-type palette (one search per letter) stays under the limit', async () => {
    const query = 'lens calibration';
    const statuses = [];
    for (let n = 1; n <= query.length; n += 1) statuses.push((await get(`/api/search?q=${encodeURIComponent(query.slice(0, n))}`, '203.0.113.1')).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('a concurrent flood from one address gets 429 with Retry-After past the limit; other addresses are served', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, n) => get(`/api/search?q=lens${n}`, '203.0.113.2')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: 20, 429: 30 });
    const refused = responses.find((r) => r.status === 429)!;
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(await refused.json()).toEqual({
      error: `Too many attempts. Try again in ${retryAfter} seconds.`,
      code: 'rateLimited',
      details: { retryAfterSeconds: retryAfter },
    });
    expect((await get('/api/search?q=lens', '203.0.113.3')).status).toBe(200);
  });

  it('summary and suggestions share their own limit', async () => {
    const paths = Array.from({ length: 10 }, (_, n) => (n % 2 ? `/api/search-summary?q=lens${n}` : `/api/search-suggestions?q=lens${n}`));
    const responses = await Promise.all(paths.map((pathname) => get(pathname, '203.0.113.4')));
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: 6, 429: 4 });
  });
});
