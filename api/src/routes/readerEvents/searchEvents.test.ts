import { Insights, Recorded, SearchResult } from '@kb/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { adminForFile } from '../../../test/admin';
import { insightsFor } from '../../insights/insightsService';
import { READER_EVENTS_PER_MINUTE } from './readerEvents';

const api = testApiForFile();
const admin = adminForFile(api, 'Search Events Admin', '203.0.113.92');

const reader = (address: string) => ({ 'X-Forwarded-For': address, 'User-Agent': 'search-events-test' });
const searchEvent = (body: unknown, address: string) => api.send('POST', '/api/reader-events/search', body, reader(address));
const results = async (q: string, address: string, extra = '') =>
  z.array(SearchResult).parse(await (await api.get(`/api/search?q=${encodeURIComponent(q)}${extra}`, { headers: reader(address) })).json());

/** The stored search rows of a query, once the recorder has written what it queued. */
async function rows(query: string) {
  await insightsFor(api.deps).recorder.flush();
  return api.deps.models.SearchLog.find({ query }).lean();
}

async function insights(): Promise<Insights> {
  await insightsFor(api.deps).recorder.flush();
  return Insights.parse(await (await admin.get('/api/admin/insights?days=7')).json());
}

describe('GET /api/search is a pure read', () => {
  it('records nothing, whatever the limit (and typing=true from an older client is ignored)', async () => {
    const before = (await insights()).totals.searches;
    expect((await results('genlock', '198.51.100.30')).length).toBeGreaterThan(0);
    await results('genlock', '198.51.100.30', '&limit=8');
    await results('genlock', '198.51.100.31', '&limit=8&typing=true');
    await results('zzqx nothing here', '198.51.100.30');
    expect(await rows('genlock')).toHaveLength(0);
    expect(await rows('zzqx nothing here')).toHaveLength(0);
    expect((await insights()).totals.searches).toBe(before);
  });
});

describe('POST /api/reader-events/search', () => {
  it('records a search once per reader, query and day, with the result count the API finds (not one the client sends)', async () => {
    const found = await results('timecode', '198.51.100.40');
    expect(found.length).toBeGreaterThan(0);
    expect(Recorded.parse(await (await searchEvent({ q: ' Timecode ', resultCount: 0 }, '198.51.100.40')).json())).toEqual({ counted: true });
    expect(await (await searchEvent({ q: 'timecode' }, '198.51.100.40')).json()).toEqual({ counted: false });
    expect(await (await searchEvent({ q: 'zzqx qqvvw' }, '198.51.100.40')).json()).toEqual({ counted: true });

    const stored = await rows('Timecode');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ resultCount: found.length });
    const report = await insights();
    expect(report.topSearches.find((s) => s.query === 'timecode')).toMatchObject({ searches: 1, results: found.length });
    expect(report.noResults.map((s) => s.query)).toContain('zzqx qqvvw');
  });

  it('counts a search once when the same event arrives many times at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => searchEvent({ q: 'lens distortion' }, '198.51.100.50')));
    const counted = await Promise.all(answers.map(async (r) => Recorded.parse(await r.json()).counted));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await rows('lens distortion')).toHaveLength(1);
  });

  it('answers 400 for an empty, too long or missing query', async () => {
    const blank = await searchEvent({ q: ' \n ' }, '198.51.100.60');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ code: 'validation', error: 'Invalid body: Query is required' });
    expect((await searchEvent({ q: 'x'.repeat(201) }, '198.51.100.60')).status).toBe(400);
    expect((await searchEvent({}, '198.51.100.60')).status).toBe(400);
    expect((await searchEvent('not json', '198.51.100.60')).status).toBe(400);
  });

  it('limits a flood from one client (429 with Retry-After)', async () => {
    const answers = await Promise.all(Array.from({ length: READER_EVENTS_PER_MINUTE + 15 }, (_, n) => searchEvent({ q: `flooded ${n}` }, '198.51.100.70')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(READER_EVENTS_PER_MINUTE);
    const limited = answers.filter((r) => r.status === 429);
    expect(limited).toHaveLength(15);
    expect(limited[0]!.headers.get('retry-after')).toBeTruthy();
  });
});
