import { AuditEntry, ReferenceUrl } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';

const api = testApiForFile({ seed: false });
const admin = adminForFile(api, 'Uma Urls');

const add = (url: unknown) => admin.send('POST', '/api/admin/reference-urls', { url });
const all = async () => z.array(ReferenceUrl).parse(await (await admin.get('/api/admin/reference-urls')).json());

describe('reference URLs', () => {
  it('adds a trimmed http(s) URL, enabled, and lists URLs in the order added', async () => {
    const response = await add('  https://docs.competitor.example/kb/tracking  ');
    expect(response.status).toBe(201);
    const first = ReferenceUrl.parse(await response.json());
    expect(first).toEqual({ id: first.id, url: 'https://docs.competitor.example/kb/tracking', enabled: true });
    const second = ReferenceUrl.parse(await (await add('http://other.example/help')).json());
    expect(await all()).toEqual([first, second]);
  });

  it('rejects a duplicate with 409', async () => {
    const response = await add('https://docs.competitor.example/kb/tracking ');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This URL is already saved', code: 'conflict' });
  });

  it('stores the normalised URL and refuses near-duplicates of a saved one with 409', async () => {
    for (const nearDuplicate of [
      'HTTPS://Docs.Competitor.Example:443/kb/tracking#top',
      'https://docs.competitor.example/kb/tracking\u202e',
      '\u0000https://docs.competitor.example/kb/tracking\n',
    ]) {
      const response = await add(nearDuplicate);
      expect(response.status).toBe(409);
    }
    const odd = ReferenceUrl.parse(await (await add('https://Odd.Example\u202e/a\u0000b')).json());
    expect(odd.url).toBe('https://odd.example/a%20b');
    const stored = await api.deps.models.ReferenceUrl.find().lean();
    expect(stored.every(({ url }) => !/[\u0000-\u001f\u202a-\u202e]/.test(url))).toBe(true);
  });

  it.each([
    ['', 'Invalid body: URL is required'],
    ['   ', 'Invalid body: URL is required'],
    ['ftp://files.example/x', 'Invalid body: URL must be an http(s) URL'],
    ['javascript:alert(1)', 'Invalid body: URL must be an http(s) URL'],
    ['not a url', 'Invalid body: URL must be an http(s) URL'],
    [`https://e.example/${'a'.repeat(2049)}`, 'Invalid body: URL must be at most 2048 characters'],
    [42, 'Invalid body: Invalid input: expected string, received number'],
  ])('rejects %j with 400', async (url, message) => {
    const response = await add(url);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(message);
  });

  it('accepts a URL of exactly 2048 characters', async () => {
    const url = `https://e.example/${'a'.repeat(2048 - 'https://e.example/'.length)}`;
    expect(url).toHaveLength(2048);
    expect((await add(url)).status).toBe(201);
  });

  it('PATCH toggles enabled; unknown id 404; bad body 400', async () => {
    const [first] = await all();
    const response = await admin.send('PATCH', `/api/admin/reference-urls/${first!.id}`, { enabled: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...first, enabled: false });
    expect((await all())[0]!.enabled).toBe(false);
    const unknown = randomUUID();
    const missing = await admin.send('PATCH', `/api/admin/reference-urls/${unknown}`, { enabled: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: `No reference URL with id '${unknown}'`, code: 'notFound' });
    expect((await admin.send('PATCH', `/api/admin/reference-urls/${first!.id}`, { enabled: 'yes' })).status).toBe(400);
  });

  it('DELETE removes the URL; a second delete answers 404', async () => {
    const [first] = await all();
    const response = await admin.send('DELETE', `/api/admin/reference-urls/${first!.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await all()).map((u) => u.id)).not.toContain(first!.id);
    expect((await admin.send('DELETE', `/api/admin/reference-urls/${first!.id}`)).status).toBe(404);
  });

  it('every change is in the audit log with the URL as target', async () => {
    const entries = z.array(AuditEntry).parse(await (await admin.get('/api/admin/audit-log')).json());
    const actions = entries.filter((e) => e.target === 'https://docs.competitor.example/kb/tracking').map((e) => e.action);
    expect(actions).toEqual(['referenceUrl.delete', 'referenceUrl.disable', 'referenceUrl.add']);
  });
});
