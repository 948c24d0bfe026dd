import { AuditEntry, ContentConcept, GenerateAnalysisResponse, ReferenceUrl } from '@kb/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/harness';
import { html, redirect, startTestServer, type TestServer } from '../../../../test/testServer';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';

let api: TestApi;
let admin: AdminClient;
let competitors: TestServer;
let result: GenerateAnalysisResponse;
let saved: ReferenceUrl[];

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));

async function addUrl(url: string): Promise<ReferenceUrl> {
  return ReferenceUrl.parse(await (await admin.send('POST', '/api/admin/reference-urls', { url })).json());
}

async function logSearches(query: string, times: number, resultCount: number): Promise<void> {
  await api.deps.models.SearchLog.insertMany(Array.from({ length: times }, () => ({ query, resultCount, ms: 3, at: new Date() })));
}

const analyse = (referenceUrls: unknown) => admin.send('POST', '/api/admin/generate-analysis', { referenceUrls });
const titles = () => result.concepts.map((c) => c.title);
const concept = (title: string) => result.concepts.find((c) => c.title === title)!;

beforeAll(async () => {
  api = await startTestApi({ env: { ANALYSIS_ALLOW_LOOPBACK: true } });
  admin = asAdmin(api, (await signIn(api, 'Gina Gaps')).sessionToken);
  competitors = await startTestServer();
  competitors.route('/kb/tracking', html(fixture('competitor-tracking.html')));
  competitors.route('/docs/stage', redirect('/docs/stage-operations', 301));
  competitors.route('/docs/stage-operations', html(fixture('competitor-stage.html')));
  competitors.route('/feed.json', html('{"items":[]}', 'application/json'));
  competitors.route('/to-metadata', redirect('http://169.254.169.254/latest/meta-data/'));

  await logSearches('nDisplay cluster setup', 4, 0);
  await logSearches('LED white point', 2, 0);
  await logSearches('lens calibration', 5, 0);
  await logSearches('genlock', 1, 40);

  for (const p of ['/kb/tracking', '/docs/stage', '/gone', '/feed.json', '/to-metadata']) await addUrl(`${competitors.origin}${p}`);
  const disabled = await addUrl(`${competitors.origin}/disabled`);
  await admin.send('PATCH', `/api/admin/reference-urls/${disabled.id}`, { enabled: false });
  saved = z.array(ReferenceUrl).parse(await (await admin.get('/api/admin/reference-urls')).json());

  const response = await analyse([...saved, { id: randomUUID(), url: 'https://not-saved.example/', enabled: true }]);
  expect(response.status).toBe(200);
  result = GenerateAnalysisResponse.parse(await response.json());
});
afterAll(async () => {
  await competitors.close();
  await api.close();
});

describe('POST /api/admin/generate-analysis against competitor pages', () => {
  it('produces concepts for the topics we cover weakly or not at all', () => {
    expect(titles()).toEqual(expect.arrayContaining(['LED Wall Colour Calibration', 'Motion Capture Suit Integration']));
  });

  it('produces no concept for topics we cover, nor for generic sections', () => {
    for (const covered of ['Lens Calibration Workflow', 'Genlock and Timecode Setup', 'Chroma Key Spill Suppression']) expect(titles()).not.toContain(covered);
    for (const generic of ['Introduction', 'Related articles', 'FAQ', 'Contact us', 'Camera Tracking and Stage Setup', 'Stage Operations Guide']) {
      expect(titles()).not.toContain(generic);
    }
  });

  it('merges a topic two competitors cover into one concept referencing both saved URLs', () => {
    const led = concept('LED Wall Colour Calibration');
    expect(led.references).toEqual([`${competitors.origin}/kb/tracking`, `${competitors.origin}/docs/stage`]);
    expect(titles().filter((t) => /LED Wall Colou?r/i.test(t))).toHaveLength(1);
    expect(concept('Motion Capture Suit Integration').references).toEqual([`${competitors.origin}/docs/stage`]);
  });

  it('writes a description and a report: competitor coverage, our best match and score, why it is a gap, search evidence', () => {
    const led = concept('LED Wall Colour Calibration');
    // What the competitors' page covers (sub-headings, key terms) and what our nearest article lacks: no fixed template.
    expect(led.description).toMatch(
      /^"LED Wall Colour Calibration" in "Camera Tracking and Stage Setup" on 127\.0\.0\.1:\d+ \(and 1 other page\) covers LED Wall Colour Calibration in about \d+ words, with the sub-headings "Choosing a spectroradiometer" and the key terms .*spectroradiometer/,
    );
    expect(led.description).toMatch(
      /Our nearest article, ".+" \(\/article\/[a-z0-9-]+(#[a-z0-9-]+)?\), has nothing on "Choosing a spectroradiometer" and never mentions .*spectroradiometer/,
    );
    expect(led.description).not.toMatch(/covering overview|before you start|step by step/i);
    expect(led.description).toContain('A competitor introduces it as: "LED wall colour calibration makes the panels');
    const [competitorLine, matchLine, gapLine, searchLine] = led.analysisReport.split('\n');
    expect(competitorLine).toMatch(
      /^What competitors cover: "LED Wall Colour Calibration" in "Camera Tracking and Stage Setup" \(127\.0\.0\.1:\d+\) and "Calibrating LED Wall Colour" in "Stage Operations Guide"/,
    );
    expect(matchLine).toMatch(/^Our best match: ".+" \(\/article\/[a-z0-9-]+\), search quality (low|medium|high), score \d+% of the topic's key terms\.$/);
    expect(gapLine).toMatch(/^Why it is a gap: competitors explain it in about \d+ words; our closest article .* never mentions .*spectroradiometer/);
    expect(searchLine).toBe('Visitor searches (last 30 days): "LED white point" 2 times (no results).');
  });

  it('turns searches visitors keep making without results into a concept, unless we now cover them', () => {
    // The visitor's text is quoted and counted evidence, never the concept's title on its own.
    expect(titles()).not.toContain('nDisplay cluster setup');
    const ndisplay = concept('Readers searched for "nDisplay cluster setup" 4 times (no results)');
    expect(ndisplay.references).toEqual([]);
    expect(ndisplay.analysisReport).toContain('Why it is a gap: visitors searched for it 4 times and found nothing.');
    expect(titles().some((t) => /lens calibration/i.test(t))).toBe(false);
    expect(titles().some((t) => /genlock/i.test(t))).toBe(false);
  });

  it('reports each URL that failed, without failing the analysis', () => {
    const byPath = (p: string) => `${competitors.origin}${p}`;
    expect(result.failures).toEqual(
      expect.arrayContaining([
        { url: byPath('/gone'), reason: 'The server answered HTTP 404' },
        { url: byPath('/feed.json'), reason: "Not an HTML page (content type 'application/json')" },
        { url: byPath('/to-metadata'), reason: 'Refused: 169.254.169.254 is a link-local address' },
        { url: byPath('/disabled'), reason: 'This URL is disabled' },
        { url: 'https://not-saved.example/', reason: 'Not a saved reference URL' },
      ]),
    );
    expect(result.failures).toHaveLength(5);
  });

  it('GET /api/admin/content-concepts answers the same concepts in the same order', async () => {
    const response = await admin.get('/api/admin/content-concepts');
    expect(response.status).toBe(200);
    expect(z.array(ContentConcept).parse(await response.json())).toEqual(result.concepts);
  });

  it('a new analysis replaces the previous concepts', async () => {
    const tracking = saved.filter((u) => u.url.endsWith('/kb/tracking'));
    const again = GenerateAnalysisResponse.parse(await (await analyse(tracking)).json());
    expect(again.concepts.map((c) => c.title)).toContain('LED Wall Colour Calibration');
    expect(again.concepts.map((c) => c.title)).not.toContain('Motion Capture Suit Integration');
    const listed = z.array(ContentConcept).parse(await (await admin.get('/api/admin/content-concepts')).json());
    expect(listed.map((c) => c.id)).toEqual(again.concepts.map((c) => c.id));
    expect(listed.some((c) => result.concepts.some((old) => old.id === c.id))).toBe(false);
  });

  it('with only unknown or disabled URLs answers 400 naming them, and keeps the previous concepts', async () => {
    const before = await (await admin.get('/api/admin/content-concepts')).json();
    const disabled = saved.filter((u) => !u.enabled);
    const response = await analyse([{ id: crypto.randomUUID(), url: 'https://not-saved.example/', enabled: true }, ...disabled]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'None of the given URLs is a saved, enabled reference URL; the previous analysis is kept',
      code: 'validation',
      details: { failures: expect.arrayContaining([{ url: 'https://not-saved.example/', reason: 'Not a saved reference URL' }]) },
    });
    expect(await (await admin.get('/api/admin/content-concepts')).json()).toEqual(before);
  });

  it('answers 400 without URLs or with malformed records', async () => {
    const empty = await analyse([]);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'Invalid body: Select at least one URL' });
    expect((await analyse([{ id: 'x', url: 'y', enabled: true }])).status).toBe(400);
    expect((await admin.send('POST', '/api/admin/generate-analysis', {})).status).toBe(400);
  });

  it('is in the audit log', async () => {
    const entries = z.array(AuditEntry).parse(await (await admin.get('/api/admin/audit-log')).json());
    expect(entries.filter((e) => e.action === 'analysis.generate').map((e) => e.target)).toEqual([
      expect.stringMatching(/^1 of 1 URLs analysed, \d+ concepts$/),
      expect.stringMatching(/^2 of 7 URLs analysed, \d+ concepts$/),
    ]);
  });
});

describe('without ANALYSIS_ALLOW_LOOPBACK', () => {
  it('refuses the local competitor pages without requesting them', async () => {
    const strict = await startTestApi({ seed: false });
    try {
      const client = asAdmin(strict, (await signIn(strict, 'Strict')).sessionToken);
      const url = ReferenceUrl.parse(await (await client.send('POST', '/api/admin/reference-urls', { url: `${competitors.origin}/kb/tracking` })).json());
      const before = competitors.hits.get('/kb/tracking');
      const response = GenerateAnalysisResponse.parse(await (await client.send('POST', '/api/admin/generate-analysis', { referenceUrls: [url] })).json());
      expect(response.failures).toEqual([{ url: url.url, reason: 'Refused: 127.0.0.1 is a loopback address' }]);
      expect(competitors.hits.get('/kb/tracking')).toBe(before);
    } finally {
      await strict.close();
    }
  });
});
