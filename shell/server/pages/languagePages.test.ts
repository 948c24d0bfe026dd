import { LANGUAGES, type Article } from '@kb/contracts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../api/test/admin';
import { startTestApi, type TestApi } from '../../../api/test/harness';
import { seededArticle, translateAndPublish } from '../../../api/test/translations';
import { startTestSiteServer, type TestSite } from '../../test/testSite';
import { PreparedPages } from './preparedPages';

const ORIGIN = 'https://kb.example.com';
const SITE = 'Skyframe Studio';
let api: TestApi;
let site: TestSite;
let admin: AdminClient;
/** Translated into German only. */
let translated: Article;
/** Never translated. */
let untranslated: Article;
const GERMAN = {
  title: 'Genlock und Timecode einrichten',
  description: 'Genlock und Timecode im Studio einrichten.',
  content: '<h2>Warum</h2><p>Genlock lässt jedes Gerät seine Bilder im selben Augenblick beginnen.</p>',
};

beforeAll(async () => {
  api = await startTestApi();
  site = await startTestSiteServer(api, { PUBLIC_ORIGIN: ORIGIN });
  admin = asAdmin(api, (await signIn(api, 'Lena Languages', '203.0.113.172')).sessionToken);
  await enable(LANGUAGES);
  [translated, untranslated] = (await Promise.all(
    ['genlock-and-timecode-setup', 'installing-skyframe-studio-on-a-render-node'].map((slug) => seededArticle(api, slug)),
  )) as [Article, Article];
  await translateAndPublish(admin, translated.id, 'de', GERMAN);
});
afterAll(async () => {
  site.close();
  await api.close();
});

/** The owner enables `languages` (Settings → Languages); the site server has them once the home page lists them. */
async function enable(languages: readonly string[]) {
  expect((await admin.send('PATCH', '/api/admin/site-settings', { languages })).status).toBe(200);
  await vi.waitFor(async () => expect(alternates((await page('/')).doc)).toHaveLength(languages.length + 1), { timeout: 5000 });
}

async function page(path: string) {
  const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, doc: new JSDOM(html).window.document };
}

const head = (doc: Document) => ({
  title: doc.title,
  description: doc.querySelector('meta[name="description"]')?.getAttribute('content'),
});
const social = (doc: Document) => [
  doc.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  doc.querySelector('meta[name="twitter:title"]')?.getAttribute('content'),
];
const alternates = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
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
    expect(alternates(english.doc)).toContain(`de ${ORIGIN}/de/article/genlock-and-timecode-setup`);
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

describe('the head of a page in a language (issue 31)', () => {
  const DE_DESCRIPTION = `Anleitungen, Schritt-für-Schritt-Hilfen und Fehlerbehebung für ${SITE}, die Software für virtuelle Produktionen mit Augmented-Reality-Hintergründen.`;
  const JA_DESCRIPTION = `${SITE}（拡張現実の背景を使うバーチャルプロダクション用ソフトウェア）のガイド、ハウツー、トラブルシューティング。`;

  it('German pages have a German title and description: home, a translated article, a missing article, search (prepared pages too)', async () => {
    for (let view = 0; view < 2; view += 1) {
      expect(head((await page('/de')).doc)).toEqual({ title: `Wissensdatenbank | ${SITE}`, description: DE_DESCRIPTION });
      const article = (await page(`/de/article/${translated.slug}`)).doc;
      expect(head(article)).toEqual({ title: `${GERMAN.title} | ${SITE}`, description: GERMAN.description });
      expect(social(article)).toEqual([`${GERMAN.title} | ${SITE}`, `${GERMAN.title} | ${SITE}`]);
      // Shared links name the German page, as its canonical does.
      expect(article.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(`${ORIGIN}/de/article/${translated.slug}`);
    }
    const missing = await page('/de/article/no-such-article');
    expect(missing.status).toBe(404);
    expect(head(missing.doc)).toEqual({ title: `Artikel nicht gefunden | ${SITE}`, description: DE_DESCRIPTION });
    expect(head((await page('/de/no/such/page')).doc)).toEqual({ title: `404 Seite nicht gefunden | ${SITE}`, description: DE_DESCRIPTION });
    expect(head((await page('/de/search?q=genlock')).doc)).toEqual({ title: `genlock - Suchergebnisse | ${SITE}`, description: DE_DESCRIPTION });
    expect(head((await page('/de/search')).doc)).toEqual({ title: `Suchergebnisse | ${SITE}`, description: DE_DESCRIPTION });
  });

  it('Japanese pages have a Japanese title and description; English pages keep SPEC’s', async () => {
    expect(head((await page('/ja')).doc)).toEqual({ title: `ナレッジベース | ${SITE}`, description: JA_DESCRIPTION });
    expect(head((await page('/ja/article/no-such-article')).doc)).toEqual({ title: `記事が見つかりません | ${SITE}`, description: JA_DESCRIPTION });
    expect(head((await page('/ja/no/such/page')).doc)).toEqual({ title: `404 ページが見つかりません | ${SITE}`, description: JA_DESCRIPTION });
    expect(head((await page('/ja/search?q=genlock')).doc)).toEqual({ title: `genlock - 検索結果 | ${SITE}`, description: JA_DESCRIPTION });
    const description = api.deps.readModel.site().description;
    expect(head((await page('/')).doc)).toEqual({ title: `Knowledge Base | ${SITE}`, description });
    expect(head((await page('/search?q=genlock')).doc)).toEqual({ title: `genlock - Search Results | ${SITE}`, description });
    expect(head((await page(`/article/${translated.slug}`)).doc)).toEqual({ title: `${translated.title} | ${SITE}`, description: translated.metaDescription });
  });

  it('an article without a translation is shown and titled in English, says so, claims no German page and is canonical to the English one', async () => {
    const { doc } = await page(`/de/article/${untranslated.slug}`);
    expect(doc.querySelector('#root h1')?.textContent).toBe(untranslated.title);
    expect(doc.querySelector('#root article [role="note"]')?.textContent).toBe('Dieser Artikel ist noch nicht übersetzt und wird auf Englisch angezeigt.');
    expect(head(doc)).toEqual({ title: `${untranslated.title} | ${SITE}`, description: untranslated.metaDescription });
    expect(social(doc)).toEqual([`${untranslated.title} | ${SITE}`, `${untranslated.title} | ${SITE}`]);
    expect(alternates(doc)).toEqual([`en ${ORIGIN}/article/${untranslated.slug}`, `x-default ${ORIGIN}/article/${untranslated.slug}`]);
    // The English page is the one to index: this page holds the same English text.
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/article/${untranslated.slug}`);
  });
});

describe('hreflang alternates of an article (issue 31)', () => {
  it('an article with one translation lists exactly English, that language and x-default, on each of its pages', async () => {
    const slug = translated.slug;
    const expected = [`en ${ORIGIN}/article/${slug}`, `de ${ORIGIN}/de/article/${slug}`, `x-default ${ORIGIN}/article/${slug}`];
    for (const prefix of ['', '/de', '/ja']) expect(alternates((await page(`${prefix}/article/${slug}`)).doc), prefix).toEqual(expected);
    // Home, search and category pages keep every language.
    expect(alternates((await page('/de/category/getting-started')).doc)).toHaveLength(6);
    expect(alternates((await page('/ja/search?q=genlock')).doc)).toEqual(
      ['en', 'de', 'fr', 'es', 'ja', 'x-default'].map((lang) => `${lang} ${ORIGIN}${lang === 'en' || lang === 'x-default' ? '' : `/${lang}`}/search?q=genlock`),
    );
  });

  it('a translation published later reaches the prepared English page’s alternates', async () => {
    const article = await seededArticle(api, 'lens-calibration-basics');
    const english = `/article/${article.slug}`;
    expect(alternates((await page(english)).doc)).toEqual([`en ${ORIGIN}${english}`, `x-default ${ORIGIN}${english}`]);
    await translateAndPublish(admin, article.id, 'fr', {
      title: 'Les bases de l’étalonnage des objectifs',
      description: 'Étalonner les objectifs.',
      content: '<p>La mire remplit l’image.</p>',
    });
    expect(alternates((await page(english)).doc)).toEqual([`en ${ORIGIN}${english}`, `fr ${ORIGIN}/fr${english}`, `x-default ${ORIGIN}${english}`]);
  });

  it('a publish of another article, in English or in a translation, leaves an article’s prepared pages as they are', async () => {
    const pages = [`/article/${translated.slug}`, `/de/article/${translated.slug}`];
    for (const path of pages) await page(path);
    const other = await seededArticle(api, 'what-is-skyframe-studio');
    const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: other.id, content: `${other.content}<p>One more line.</p>` });
    expect((await admin.send('POST', `/api/admin/publish-revision/${((await saved.json()) as { id: string }).id}`)).status).toBe(200);
    await translateAndPublish(admin, other.id, 'es', {
      title: '¿Qué es Skyframe Studio?',
      description: 'Skyframe Studio en pocas palabras.',
      content: '<p>Fondos de realidad aumentada para el estudio.</p>',
    });
    const render = vi.spyOn(PreparedPages.prototype, 'get');
    for (const path of pages) expect((await page(path)).status).toBe(200);
    // Answered before Koa, as prepared: nothing was rendered again.
    expect(render).not.toHaveBeenCalled();
    render.mockRestore();
  });

  it('only the languages the owner enabled are alternates and in the menu; a page of another still opens, its own language in the menu', async () => {
    await enable(['en', 'fr']);
    try {
      const menu = (doc: Document) => [...doc.querySelectorAll('#root header select option')].map((option) => option.getAttribute('value'));
      const home = (await page('/')).doc;
      expect(alternates(home)).toEqual([`en ${ORIGIN}/`, `fr ${ORIGIN}/fr`, `x-default ${ORIGIN}/`]);
      expect(menu(home)).toEqual(['en', 'fr']);
      // Translated into German, which is not enabled: English alone.
      const slug = translated.slug;
      expect(alternates((await page(`/article/${slug}`)).doc)).toEqual([`en ${ORIGIN}/article/${slug}`, `x-default ${ORIGIN}/article/${slug}`]);
      const german = await page(`/de/article/${slug}`);
      expect(german.status).toBe(200);
      expect(menu(german.doc)).toEqual(['en', 'de', 'fr']);
      await enable(['en']);
      expect((await page('/')).doc.querySelector('#root header select')).toBeNull();
    } finally {
      await enable(LANGUAGES);
    }
  });

  it('the welcome, footer and category names written for German are on /de from the server; / and /fr keep the English ones', async () => {
    const localTexts = {
      de: {
        welcomeHeading: 'Willkommen bei Skyframe',
        footerNotices: ['Skyframe ist eine Marke der Skyframe GmbH.'],
        categoryNames: { 'Live Production': 'Live-Produktion', '2. Tracking Delay': '2. Tracking-Verzögerung', 'v2.0 $setup': 'v2.0 Einrichtung' },
      },
      fr: { welcomeHeading: 'Bienvenue' },
    };
    expect((await admin.send('PATCH', '/api/admin/site-settings', { localTexts })).status).toBe(200);
    try {
      await vi.waitFor(async () => expect((await page('/de')).doc.querySelector('#root h1')?.textContent).toBe('Willkommen bei Skyframe'), { timeout: 5000 });
      expect((await page('/de')).doc.querySelector('#root footer')?.textContent).toContain('Skyframe ist eine Marke der Skyframe GmbH.');
      const english = (await page('/')).doc;
      expect(english.querySelector('#root h1')?.textContent).toBe('Welcome to the Skyframe Studio Knowledge Base');
      expect(english.querySelector('#root footer')?.textContent).not.toContain('Skyframe GmbH');
      expect((await page('/fr')).doc.querySelector('#root h1')?.textContent).toBe('Bienvenue');
      const category = await page('/de/category/live-production');
      expect(category.doc.querySelector('#root h1')?.textContent).toBe('Live-Produktion');
      expect(category.doc.title).toMatch(/^Live-Produktion \| /);
      // The sidebar names it too; a page carries its own language's texts only.
      expect([...category.doc.querySelectorAll('#root nav button')].map((button) => button.textContent)).toContainEqual(
        expect.stringContaining('Live-Produktion'),
      );
      expect(category.html).not.toContain('Bienvenue');
      expect((await page('/category/live-production')).doc.querySelector('#root h1')?.textContent).toBe('Live Production');
    } finally {
      expect((await admin.send('PATCH', '/api/admin/site-settings', { localTexts: {} })).status).toBe(200);
    }
  });
});
