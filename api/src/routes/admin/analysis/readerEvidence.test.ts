import { ContentConcept, GenerateAnalysisResponse, ReferenceUrl, Revision, SavedConcept, type ArticleSettings } from '@kb/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightsFor } from '../../../insights/insightsService';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { html, startTestServer, type TestServer } from '../../../../test/testServer';

let api: TestApi;
let admin: AdminClient;
let competitors: TestServer;
let reference: ReferenceUrl;

/** Reader n, each on a network of its own (readers are told apart by network prefix). */
const reader = (n: number, agent = 'evidence-test') => ({ 'X-Forwarded-For': `198.18.${n}.1`, 'User-Agent': agent });
const search = (q: string, n: number) => api.send('POST', '/api/reader-events/search', { q }, reader(n));
const report = (q: string, n: number, headers = reader(n)) => api.send('POST', '/api/missing-article-reports', { q }, headers);

async function analyse(): Promise<ContentConcept[]> {
  await insightsFor(api.deps).recorder.flush();
  const response = await admin.send('POST', '/api/admin/generate-analysis', { referenceUrls: [reference] });
  expect(response.status).toBe(200);
  return GenerateAnalysisResponse.parse(await response.json()).concepts;
}
const savedConcept = async (id: string) =>
  z
    .array(SavedConcept)
    .parse(await (await admin.get('/api/admin/saved-concepts')).json())
    .find((c) => c.id === id)!;

beforeAll(async () => {
  api = await startTestApi({ env: { ANALYSIS_ALLOW_LOOPBACK: true } });
  admin = asAdmin(api, (await signIn(api, 'Lena Loop')).sessionToken);
  competitors = await startTestServer();
  competitors.route('/kb/tracking', html(readFileSync(path.join(__dirname, 'fixtures', 'competitor-tracking.html'))));
  reference = ReferenceUrl.parse(await (await admin.send('POST', '/api/admin/reference-urls', { url: `${competitors.origin}/kb/tracking` })).json());
});
afterAll(async () => {
  await competitors.close();
  await api.close();
});

describe('reader evidence in the gap analysis', () => {
  it('a reported search becomes a concept with its counts; reports and "No" votes with comments join the topic they are about', async () => {
    await search('quokka husbandry', 1);
    expect(await (await report('Quokka husbandry', 1)).json()).toEqual({ counted: true });
    for (const n of [1, 2, 7]) await report('tape drive cleaning', n);
    // Searches our corpus answers only loosely (no results here, as on a smaller site).
    await api.deps.models.SearchLog.insertMany([0, 1].map(() => ({ query: 'LED white point', resultCount: 0, ms: 3, at: new Date() })));
    for (const n of [2, 3]) await report('LED white point', n);
    const first = await analyse();
    const quokka = first.find((c) => c.title === 'Readers searched for "quokka husbandry" 1 time (no results)');
    expect(quokka?.evidence).toEqual({
      searches: [{ query: 'quokka husbandry', searches: 1, results: 0 }],
      reports: [{ query: 'Quokka husbandry', reports: 1, readers: 1 }],
      unhelpful: null,
    });
    const tape = first.find((c) => c.title === 'Readers reported "tape drive cleaning" missing 3 times by 3 readers');
    expect(tape?.evidence).toMatchObject({ searches: [], reports: [{ query: 'tape drive cleaning', reports: 3, readers: 3 }] });
    expect(tape?.analysisReport).toContain('Why it is a gap: readers reported the article missing 3 times by 3 readers in the last 30 days.');
    const led = first.find((c) => c.title === 'LED Wall Colour Calibration')!;
    expect(led.evidence.searches).toEqual([{ query: 'LED white point', searches: 2, results: 0 }]);
    expect(led.evidence.reports).toEqual([{ query: 'LED white point', reports: 2, readers: 2 }]);
    expect(led.evidence.unhelpful).toBeNull();

    // Readers of our closest article say it did not help: the next analysis counts it.
    const slug = /\(\/article\/([a-z0-9-]+)\)/.exec(led.analysisReport)![1]!;
    const closest = (await (await api.get(`/api/articles/${slug}`)).json()) as { id: string; title: string };
    const vote = (n: number, body: object) => api.send('POST', `/api/articles/${closest.id}/feedback`, body, reader(n));
    await vote(4, { helpful: false });
    await vote(4, { helpful: false, comment: 'Nothing on the white point of the wall' });
    await vote(5, { helpful: false });
    await vote(6, { helpful: true });
    const again = (await analyse()).find((c) => c.title === 'LED Wall Colour Calibration')!;
    expect(again.evidence.unhelpful).toEqual({ articleId: closest.id, title: closest.title, no: 2, comments: ['Nothing on the white point of the wall'] });
    expect((await (await admin.get('/api/admin/content-concepts')).json()) as ContentConcept[]).toContainEqual(again);
  });

  it('reports from one network count as one reader, and one reader is no gap concept: rotating agents and addresses counts a few times at most', async () => {
    const forged = await Promise.all(
      Array.from({ length: 25 }, (_, n) => report('holographic tea ceremony', 0, { 'X-Forwarded-For': `203.0.113.${n % 5}`, 'User-Agent': `agent ${n}` })),
    );
    expect(forged.filter((r) => r.status === 200)).toHaveLength(25);
    const counted = await Promise.all(forged.map(async (r) => ((await r.json()) as { counted: boolean }).counted));
    expect(counted.filter(Boolean)).toHaveLength(4); // one per address, at most READERS_PER_NETWORK per network
    expect((await analyse()).filter((c) => c.title.includes('holographic tea ceremony'))).toEqual([]);

    for (const n of [8, 9]) await report('holographic tea ceremony', n);
    const concept = (await analyse()).find((c) => c.title.includes('"holographic tea ceremony"'));
    expect(concept?.title).toBe('Readers reported "holographic tea ceremony" missing 6 times by 3 readers');
    expect(concept?.evidence.reports).toEqual([{ query: 'holographic tea ceremony', reports: 6, readers: 3 }]);
  });

  it('a concept made into an article is "Still open" until the published article is found by its evidence searches', async () => {
    const [quokka] = (await analyse()).filter((c) => c.title.includes('"quokka husbandry"'));
    const saved = SavedConcept.parse(await (await admin.send('POST', `/api/admin/save-concept/${quokka!.id}`)).json());
    expect(saved).toMatchObject({ evidence: quokka!.evidence, gapCheck: null });

    const categoryId = api.deps.readModel.categoryTree()[0]!.id;
    const created = await admin.send('POST', '/api/admin/articles', { title: 'Media Handling', slug: 'media-handling', categoryId, conceptId: saved.id });
    const article = (await created.json()) as ArticleSettings;
    expect((await savedConcept(saved.id)).gapCheck).toBeNull(); // a draft: nothing to check yet

    const publish = async (content: string) => {
      const revision = Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content })).json());
      expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    };
    await publish('<p>How to label cartridges before they go on the shelf.</p>');
    expect((await savedConcept(saved.id)).gapCheck).toEqual({ closed: false, ranks: [{ query: 'quokka husbandry', rank: null }] });

    await publish('<h2>Quokka husbandry</h2><p>Quokka husbandry on set: shade, water and quiet hours for the quokkas between takes.</p>');
    expect((await savedConcept(saved.id)).gapCheck).toEqual({ closed: true, ranks: [{ query: 'quokka husbandry', rank: 1 }] });
  });
});
