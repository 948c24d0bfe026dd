import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { exportTranslationXliff, importTranslationXliff } from './useTranslationXliff';

describe('the XLIFF exchange calls', () => {
  it('downloads the export as a file, with the token', async () => {
    const fake = fakeFetch({
      'GET /api/admin/translations/de/xliff': () => new Response('<xliff version="2.1"/>', { headers: { 'Content-Type': 'application/xliff+xml' } }),
    });
    const file = await exportTranslationXliff('token-1', 'de');
    expect(await file.text()).toBe('<xliff version="2.1"/>');
    expect(fake.calls[0]!.auth).toBe('Bearer token-1');
  });

  it('uploads the file as application/xliff+xml whatever its own type, and answers the report', async () => {
    const report = { lang: 'fr', articles: [] };
    const fake = fakeFetch({ 'POST /api/admin/translations/fr/xliff': { status: 200, body: report } });
    expect(await importTranslationXliff('t', 'fr', new File(['<xliff/>'], 'fr.xlf'))).toEqual(report);
    const body = fake.calls[0]!.init.body as Blob;
    expect(new Headers(fake.calls[0]!.init.headers).get('Content-Type')).toBe('application/xliff+xml');
    expect([body.type, body.size]).toEqual(['application/xliff+xml', '<xliff/>'.length]);
  });

  it('fails with the server message', async () => {
    fakeFetch({ 'POST /api/admin/translations/de/xliff': { status: 400, body: { error: 'Invalid XLIFF file: trgLang must be de', code: 'validation' } } });
    await expect(importTranslationXliff('t', 'de', new Blob(['x']))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('trgLang must be de'),
    });
  });
});
