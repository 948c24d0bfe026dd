import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { PER_READER_PER_DAY } from '../../../insights/dailyLimits';
import { emptyRollup, lastDays, searchCounts, toStored } from '../../../insights/rollup';
import { adminForFile } from '../../../../test/admin';
import { readInsights } from '../../../../test/insights';
import { publishedArticles } from '../../../../test/articles';
import { READER_EVENTS_PER_MINUTE } from '../../readerEvents/readerEvents';

const api = testApiForFile();
const admin = adminForFile(api, 'Figures', '203.0.113.91');
let articles: { _id: string; title: string }[];

beforeAll(async () => {
  articles = publishedArticles(api.deps.readModel);
  // A closed day 20 days ago: inside the 30-day period, outside the 7-day one.
  const old = emptyRollup();
  Object.assign(searchCounts(old, 'old timecode question'), { searches: 7, results: 3 });
  const day = lastDays(new Date(), 20)[0]!;
  await api.deps.models.InsightDay.create({ _id: day, day, ...toStored(old), at: new Date() });
});

const from = (address: string) => ({ 'X-Forwarded-For': address, 'User-Agent': 'insights-test' });
/** What a reader's search page does: the results, then the search event (Insights counts only the event). */
async function search(q: string, address: string): Promise<{ id: string }[]> {
  const results = (await (await api.get(`/api/search?q=${encodeURIComponent(q)}`, { headers: from(address) })).json()) as { id: string }[];
  expect((await api.send('POST', '/api/reader-events/search', { q }, from(address))).status).toBe(200);
  return results;
}
const click = (q: string, articleId: string, position: number, address: string) =>
  api.send('POST', '/api/search-clicks', { q, articleId, position }, from(address));

const insights = (days: number) => readInsights(api, admin, days);

describe('GET /api/admin/insights', () => {
  it('is for signed-in admins only, and takes a period of 7, 30 or 90 days', async () => {
    expect((await api.get('/api/admin/insights')).status).toBe(401);
    const bad = await admin.get('/api/admin/insights?days=10');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Invalid query: days must be 7, 30 or 90');
  });

  it('shows top searches with click-through, searches with no results and searches nobody opened', async () => {
    const genlock = await search('Genlock', '192.0.2.1');
    await search('genlock', '192.0.2.2');
    await search('GENLOCK ', '192.0.2.2'); // the same reader and query again: not counted twice
    await search('zzqx frobnicator', '192.0.2.3');
    await search('lens calibration', '192.0.2.4');
    const opened = await click('Genlock', genlock[1]!.id, 2, '192.0.2.1');
    expect(await opened.json()).toEqual({ counted: true });
    expect(await (await click('Genlock', genlock[1]!.id, 2, '192.0.2.1')).json()).toEqual({ counted: false });

    const week = await insights(7);
    expect(week.topSearches.find((s) => s.query === 'genlock')).toMatchObject({ searches: 2, clicks: 1, clickThrough: 0.5, averagePosition: 2 });
    expect(week.noResults.map((s) => s.query)).toEqual(['zzqx frobnicator']);
    expect(week.noClicks.map((s) => s.query)).toContain('lens calibration');
    expect(week.noClicks.map((s) => s.query)).not.toContain('genlock');
    expect(week.dailySearches).toHaveLength(7);
    expect(week.dailySearches.at(-1)).toBe(week.totals.searches);
    expect(week.topSearches.find((s) => s.query === 'old timecode question')).toBeUndefined();

    const month = await insights(30);
    expect(month.topSearches.find((s) => s.query === 'old timecode question')).toMatchObject({ searches: 7 });
    expect(month.totals.searches).toBe(week.totals.searches + 7);
  });

  it('counts only the search events: GET /api/search records nothing (a search-as-you-type keystroke, or typing=true from an older client)', async () => {
    const before = await insights(7);
    for (const typed of ['c', 'ca', 'cal', 'cali', 'calib']) {
      const answer = await api.get(`/api/search?q=${typed}&limit=8`, { headers: from('192.0.2.70') });
      expect(answer.status).toBe(200);
    }
    expect((await api.get('/api/search?q=calibr&limit=8&typing=true', { headers: from('192.0.2.70') })).status).toBe(200);
    await search('calib', '192.0.2.70');
    const after = await insights(7);
    expect(after.totals.searches - before.totals.searches).toBe(1);
    expect(after.topSearches.map((s) => s.query).filter((query) => query.length < 7 && 'calibr'.startsWith(query) && query !== 'calib')).toEqual([]);
    expect(after.topSearches.find((s) => s.query === 'calib')).toMatchObject({ searches: 1 });
  });

  it('does not let a flood of search events from one client skew the figures', async () => {
    const before = (await insights(7)).totals.searches;
    const flood = Array.from({ length: 200 }, (_, n) => api.send('POST', '/api/reader-events/search', { q: `flood ${n}` }, from('192.0.2.66')));
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(READER_EVENTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - READER_EVENTS_PER_MINUTE);
    const after = await insights(7);
    expect(after.totals.searches - before).toBe(Math.min(READER_EVENTS_PER_MINUTE, PER_READER_PER_DAY.search));
    const flooded = after.topSearches.filter((s) => s.query.startsWith('flood'));
    expect(flooded.length).toBeGreaterThan(0);
    expect(flooded.every((s) => s.searches === 1)).toBe(true);
  });

  it('counts article views on the server, once per reader and day, most viewed first', async () => {
    const [first, second] = articles as [{ _id: string; title: string }, { _id: string; title: string }];
    const view = (id: string, address: string) => api.send('POST', `/api/articles/${id}/views`, undefined, from(address));
    await Promise.all(['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.12'].map((address) => view(second._id, address)));
    await view(first._id, '192.0.2.10');
    const report = await insights(7);
    expect(report.mostViewed.slice(0, 2).map((a) => [a.title, a.views])).toEqual([
      [second.title, 3],
      [first.title, 1],
    ]);
    expect(report.mostViewed[0]!.daily.at(-1)).toBe(3);
  });
});
