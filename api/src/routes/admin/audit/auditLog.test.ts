import { AuditEntry } from '@kb/contracts';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';
import { createArticle } from '../../../../test/factories';

const api = testApiForFile({ seed: false });
const admin = adminForFile(api, 'Pager', '203.0.113.40');
const ENTRIES = 23;

beforeAll(async () => {
  // Three entries share each timestamp, so paging must break ties by id.
  const base = Date.now() - 60_000;
  for (let n = 0; n < ENTRIES; n += 1) {
    await api.deps.models.AuditEntry.create({
      adminName: `Admin ${n}`,
      action: 'revision.save',
      target: `n:${n}`,
      createdAt: new Date(base + Math.floor(n / 3) * 1000),
    });
  }
});

async function page(query: string): Promise<AuditEntry[]> {
  const response = await admin.get(`/api/admin/audit-log${query}`);
  expect(response.status).toBe(200);
  return z.array(AuditEntry).parse(await response.json());
}

describe('GET /api/admin/audit-log paging', () => {
  it('pages newest first with ?limit= and ?before=<last id>, every entry exactly once', async () => {
    const all = await page('');
    expect(all).toHaveLength(ENTRIES + 1); // the entries above and the sign-in
    const pages: AuditEntry[][] = [];
    let before = '';
    for (;;) {
      const next = await page(`?limit=5${before ? `&before=${before}` : ''}`);
      if (next.length === 0) break;
      expect(next.length).toBeLessThanOrEqual(5);
      pages.push(next);
      before = next[next.length - 1]!.id;
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 5, 5, 4]);
    expect(pages.flat()).toEqual(all);
  });

  it('sees entries written while paging only on a fresh first page, never as a repeat', async () => {
    const first = await page('?limit=3');
    await api.deps.models.AuditEntry.create({ adminName: 'Late', action: 'session.login', target: null, createdAt: new Date() });
    const second = await page(`?limit=3&before=${first[2]!.id}`);
    expect(second.map((e) => e.id)).not.toContain(first[0]!.id);
    expect(second.some((e) => e.adminName === 'Late')).toBe(false);
    expect((await page('?limit=1'))[0]!.adminName).toBe('Late');
  });

  it('filters by admin, action and date range, and pages within the filter', async () => {
    const { AuditEntry } = api.deps.models;
    await AuditEntry.create([
      { adminName: 'Filter Fay', action: 'revision.publish', target: 'f1', createdAt: new Date('2026-03-01T23:59:00Z') },
      { adminName: 'Filter Fay', action: 'revision.publish', target: 'f2', createdAt: new Date('2026-03-03T00:00:00Z') },
      { adminName: 'Filter Fay', action: 'session.login', target: null, createdAt: new Date('2026-03-02T12:00:00Z') },
      { adminName: 'Other Olga', action: 'revision.publish', target: 'o1', createdAt: new Date('2026-03-02T12:00:00Z') },
    ]);
    const targets = async (query: string) => (await page(query)).map((e) => e.target);
    expect(await targets('?adminName=Filter%20Fay&action=revision.publish')).toEqual(['f2', 'f1']);
    expect(await targets('?action=revision.publish&from=2026-03-02&to=2026-03-02')).toEqual(['o1']);
    expect(await targets('?adminName=Filter%20Fay&from=2026-03-01&to=2026-03-02')).toEqual([null, 'f1']);
    const first = await page('?adminName=Filter%20Fay&limit=2');
    expect((await page(`?adminName=Filter%20Fay&limit=2&before=${first[1]!.id}`)).map((e) => e.target)).toEqual(['f1']);
  });

  it.each([
    ['?from=yesterday', 'Invalid query: from must be a date (YYYY-MM-DD)'],
    ['?limit=0', 'Invalid query: limit must be at least 1'],
    ['?limit=501', 'Invalid query: limit must be at most 500'],
    ['?limit=2.5', 'Invalid query: limit must be a whole number'],
    ['?before=not-an-id', 'Invalid query: Invalid UUID'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await admin.get(`/api/admin/audit-log${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it('answers 404 for a cursor that names no entry', async () => {
    const id = crypto.randomUUID();
    const response = await admin.get(`/api/admin/audit-log?before=${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `No audit entry with id '${id}'`, code: 'notFound' });
  });

  it('adds the current title of the article an entry names, null otherwise (entries read as sentences with titles)', async () => {
    const article = await createArticle(api, { title: 'Pelican Genlock Guide' });
    const gone = crypto.randomUUID();
    await api.deps.models.AuditEntry.create([
      { adminName: 'Title Tess', action: 'revision.publish', target: `article:${article.id} revision:${crypto.randomUUID()}`, createdAt: new Date() },
      { adminName: 'Title Tess', action: 'article.unpublish', target: `article:${gone} slug:old-page`, createdAt: new Date() },
      { adminName: 'Title Tess', action: 'referenceUrl.add', target: 'https://a.example/', createdAt: new Date() },
    ]);
    const entries = await page('?adminName=Title%20Tess');
    expect(Object.fromEntries(entries.map((e) => [e.action, e.articleTitle]))).toEqual({
      'revision.publish': 'Pelican Genlock Guide',
      'article.unpublish': null,
      'referenceUrl.add': null,
    });
  });
});
