import { expect, test } from '../support/test';
import { apiSignIn } from '../admin/adminSession';

/** A query no other spec searches, first among the one-search queries in Insights' lists (ties go by query). */
const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a server-rendered search page view is counted exactly once in Insights, by the event the browser sends after hydration', async ({ page }) => {
  const admin = await apiSignIn(page.request, 'Sam Searchcount');
  const query = `aa genlock ${letters()}`;
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/reader-events/search') events.push(request.postData() ?? '');
  });

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reader-events/search');
  const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
  expect(response?.status()).toBe(200);
  // Rendered on the server: the page came with its heading and results.
  expect(await response!.text()).toContain(`Search results for “${query}”`);
  expect(await (await answered).json()).toEqual({ counted: true });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(events.map((body) => JSON.parse(body) as unknown)).toEqual([{ q: query }]);

  // Reader events are written in batches about a second apart.
  await expect(async () => {
    const answer = await page.request.get('/api/admin/insights?days=7', { headers: { Authorization: `Bearer ${admin.sessionToken}` } });
    expect(answer.status()).toBe(200);
    const insights = (await answer.json()) as { topSearches: { query: string; searches: number }[] };
    expect(insights.topSearches.find((row) => row.query === query)).toMatchObject({ searches: 1 });
  }).toPass({ timeout: 15_000 });
});
