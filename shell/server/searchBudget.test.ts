import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { startTestSiteServer, type TestSite } from '../test/testSite';

/**
 * Security review 2, Low 13: the search page's server-side searches and GET /api/search spend one budget
 * per client address (SEARCH_RATE_LIMIT in 10 s), so neither is a way around the other's limit.
 */
const LIMIT = 10;
let api: TestApi;
let site: TestSite;

beforeAll(async () => {
  api = await startTestApi({ env: { SEARCH_RATE_LIMIT: LIMIT } });
  site = await startTestSiteServer(api);
});
afterAll(async () => {
  site.close();
  await api.close();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const apiSearch = (address: string) => fetch(`${site.base}/api/search?q=genlock`, { headers: from(address) });
const searchPage = async (address: string) => {
  const response = await fetch(`${site.base}/search?q=genlock`, { headers: from(address) });
  expect(response.status).toBe(200);
  return new JSDOM(await response.text()).window.document.querySelector('main ol') !== null;
};

it('a client past its API searches gets search pages without server-side results', async () => {
  const answers = await Promise.all(Array.from({ length: LIMIT }, () => apiSearch('198.51.100.7')));
  expect(answers.map((a) => a.status)).toEqual(Array(LIMIT).fill(200));
  expect(await searchPage('198.51.100.7')).toBe(false);
  expect(await searchPage('203.0.113.9')).toBe(true);
});

it('a client past its search pages gets 429 from the API', async () => {
  const painted = await Promise.all(Array.from({ length: LIMIT + 5 }, () => searchPage('192.0.2.44')));
  expect(painted.filter(Boolean)).toHaveLength(LIMIT);
  expect((await apiSearch('192.0.2.44')).status).toBe(429);
});
