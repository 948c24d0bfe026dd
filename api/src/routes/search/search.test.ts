import { SearchResult } from '@kb/contracts';
import { trusted } from 'mongoose';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import type { ArticleDoc } from '../../models';
import { publishedArticles } from '../../../test/articles';

const api = testApiForFile();

const Results = z.array(SearchResult.strict());
const search = async (q: string) => {
  const response = await api.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return Results.parse(await response.json());
};
const slugs = (results: SearchResult[]) => results.map((r) => r.slug);

describe('GET /api/search', () => {
  it('answers ranked results with exactly the contract fields, the best match first', async () => {
    const results = await search('lens calibration');
    expect(results[0]).toMatchObject({
      slug: 'lens-calibration-basics',
      title: 'Lens Calibration Basics',
      categoryName: 'Lens Calibration',
      parentCategoryName: 'Camera Tracking',
      qualityTier: 'high',
    });
    expect(results[0]!.readingTime).toBe(api.deps.readModel.articleBySlug('lens-calibration-basics')!.readingTime);
  });

  it('gives plain-text excerpts of about 160–240 characters that show the matched words', async () => {
    const results = await search('nodal offset');
    for (const { excerpt } of results) {
      expect(excerpt.length).toBeLessThanOrEqual(240);
      expect(excerpt.length).toBeGreaterThanOrEqual(120);
      expect(excerpt).not.toMatch(/[<>]/);
    }
    expect(results[0]!.excerpt.toLowerCase()).toContain('nodal offset');
  });

  it('folds case and accents and tolerates typos and unfinished words', async () => {
    const plain = slugs(await search('lens calibration'));
    expect(slugs(await search('LENS Calibration'))).toEqual(plain);
    expect(slugs(await search('lèns calibratión'))).toEqual(plain);
    const typo = await search('calibraton');
    expect(slugs(typo).slice(0, 3)).toContain('lens-calibration-basics');
    expect(typo[0]!.qualityTier).toBe('low');
    const prefix = await search('calib');
    expect(slugs(prefix).slice(0, 3)).toContain('lens-calibration-basics');
    expect(prefix.every((r) => r.qualityTier === 'low')).toBe(true);
  });

  it('marks a match found only in the body as medium', async () => {
    const results = await search('checkerboard');
    expect(results[0]).toMatchObject({ slug: 'lens-calibration-basics', qualityTier: 'medium' });
  });

  it('treats regular-expression characters as plain text', async () => {
    for (const q of ['.*', '[', '(lens', 'a+b?', '\\', '$^|']) {
      const response = await api.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
    }
    expect(slugs(await search('(lens')).slice(0, 3)).toContain('lens-calibration-basics');
    expect(await search('.*')).toEqual([]);
  });

  it('answers [] for an empty, blank or missing query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   \t ')).toEqual([]);
    expect(await (await api.get('/api/search')).json()).toEqual([]);
  });

  it('accepts 200 characters and rejects 201 or control characters with 400 JSON', async () => {
    expect((await api.get(`/api/search?q=${'a'.repeat(200)}`)).status).toBe(200);
    const tooLong = await api.get(`/api/search?q=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: 'Invalid query: Query must be at most 200 characters' });
    for (const bad of ['%00', 'lens%00', '%07', 'a%1Bb', '%7F']) {
      const response = await api.get(`/api/search?q=${bad}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'Invalid query: Query must not contain control characters' });
    }
  });

  it('logs each search event with query, result count and time only', async () => {
    const before = new Date();
    const q = 'genlock drift contact me at jane.doe@example.com or +44 20 7946 0958';
    await search(q);
    expect((await api.send('POST', '/api/reader-events/search', { q })).status).toBe(200);
    let entry = null;
    for (let i = 0; i < 50 && !entry; i += 1) {
      entry = await api.deps.models.SearchLog.findOne({ at: trusted({ $gte: before }) }).lean();
      if (!entry) await new Promise((r) => setTimeout(r, 50));
    }
    expect(entry).not.toBeNull();
    expect(Object.keys(entry!).sort()).toEqual(['_id', 'at', 'ms', 'query', 'resultCount']);
    expect(entry!.query).toBe('genlock drift contact me at [email] or [number]');
    expect(entry!.resultCount).toBeGreaterThan(0);
    expect(entry!.ms).toBeGreaterThanOrEqual(0);
  });

  it('finds a published change at once and returns at most 50 results', async () => {
    const base = publishedArticles(api.deps.readModel)[0]!;
    const copies: ArticleDoc[] = Array.from({ length: 60 }, (_, i) => ({
      ...base,
      _id: crypto.randomUUID(),
      slug: `zebracorn-${i}`,
      title: `Zebracorn workflow ${i}`,
      content: `<p>The zebracorn calibration step number ${i} is described here.</p>`,
    }));
    for (const copy of copies) api.deps.readModel.setArticle(copy);
    const before = new Date();
    const first8 = await api.get('/api/search?q=zebracorn&limit=8');
    expect(first8.status).toBe(200);
    expect(first8.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d\d$/);
    const palette = Results.parse(await first8.json());
    const results = await search('zebracorn');
    expect(results).toHaveLength(50);
    expect(results.every((r) => r.slug.startsWith('zebracorn-'))).toBe(true);
    // A shorter answer (the search palette's 8) is the beginning of the same ranking, and the search event
    // is logged with the full answer's count, so Insights shows the same figure from the palette and the page.
    expect(palette).toEqual(results.slice(0, 8));
    expect((await api.send('POST', '/api/reader-events/search', { q: 'zebracorn' })).status).toBe(200);
    let logged = null;
    for (let i = 0; i < 50 && !logged; i += 1) {
      logged = await api.deps.models.SearchLog.findOne({ query: 'zebracorn', at: trusted({ $gte: before }) }).lean();
      if (!logged) await new Promise((r) => setTimeout(r, 50));
    }
    expect(logged?.resultCount).toBe(50);
    for (const bad of ['0', '51', '2.5', 'x']) {
      const response = await api.get(`/api/search?q=zebracorn&limit=${bad}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^Invalid query: limit must/) });
    }
    api.deps.readModel.applyChanges({ removedIds: copies.map((c) => c._id) });
    expect(await search('zebracorn')).toEqual([]);
  });
});
