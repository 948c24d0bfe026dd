import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/test/harness';
import { startTestSite, type TestSite } from '../../test/testSite';

const ORIGIN = 'https://kb.example.com';
let api: TestApi;
let site: TestSite;

beforeAll(async () => {
  api = await startTestApi();
  site = await startTestSite(api, { PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => {
  site.close();
  await api.close();
});

async function page(path: string) {
  const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, doc: new JSDOM(html).window.document };
}

const alternates = (doc: Document) => [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
const quickActions = (doc: Document) => doc.querySelector('#kb-quick-actions')?.textContent;

describe('the visitor interface in a language (issue 31)', () => {
  it('a German page is German from the server: <html lang>, the interface, numbers, canonical and hreflang alternates', async () => {
    const { status, html, doc } = await page('/de');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="de">/i);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Willkommen in der Skyframe Studio Wissensdatenbank');
    expect(quickActions(doc)).toBe('Schnellaktionen');
    expect(doc.querySelector('#root header select')?.getAttribute('aria-label')).toBe('Sprache');
    const words = api.deps.readModel.stats().words;
    expect(doc.querySelector('#root')?.textContent).toContain(new Intl.NumberFormat('de').format(words));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/de`);
    expect(alternates(doc)).toEqual([`en ${ORIGIN}/`, `de ${ORIGIN}/de`, `fr ${ORIGIN}/fr`, `es ${ORIGIN}/es`, `ja ${ORIGIN}/ja`, `x-default ${ORIGIN}/`]);
  });

  it('prepared pages are kept per edition: / stays English after /de was prepared, and /de German after /', async () => {
    await page('/de/article/genlock-and-timecode-setup');
    const english = await page('/article/genlock-and-timecode-setup');
    expect(english.html).toMatch(/<html lang="en">/);
    expect(quickActions(english.doc)).toBe('Quick Actions');
    expect(alternates(english.doc)).toContain(`ja ${ORIGIN}/ja/article/genlock-and-timecode-setup`);
    const german = await page('/de/article/genlock-and-timecode-setup');
    expect(quickActions(german.doc)).toBe('Schnellaktionen');
    expect(german.doc.querySelector('#root article')?.textContent).toMatch(/Lesezeit: \d+ Min\./);
  });

  it('a missing page in Japanese says so in Japanese, and the admin area has no language prefix', async () => {
    const missing = await page('/ja/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="ja">/);
    expect(missing.doc.querySelector('#root h1')?.textContent).toBe('404 ページが見つかりません');
    const admin = await page('/de/admin/login');
    expect(admin.status).toBe(404);
    expect(admin.doc.querySelector('#root h1')?.textContent).toBe('404 Seite nicht gefunden');
    expect((await page('/en/article/genlock-and-timecode-setup')).status).toBe(404);
  });
});
