import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/test/harness';
import { createSiteApp } from '../siteApp';
import { SiteEnvSchema } from '../siteEnv';

const TEMPLATE_DIR = '/nonexistent';
let api: TestApi;
let server: http.Server;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  const app = createSiteApp({
    env: SiteEnvSchema.parse({ PUBLIC_ORIGIN: 'https://kb.example.com', SUPPORT_EMAIL: 'help@kb.example.com' }),
    mediaDir: TEMPLATE_DIR,
    content: api.deps.readModel,
    dirs: { shell: new URL('./fixtures', import.meta.url).pathname },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await api.close();
});

async function page(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { response, html, doc: new JSDOM(html).window.document };
}

describe('server-rendered pages (what a crawler sees without JavaScript)', () => {
  it('an article page holds every head tag, structured data and the article text', async () => {
    const article = api.deps.readModel.articleBySlug('genlock-and-timecode-setup')!;
    const { response, doc } = await page('/article/genlock-and-timecode-setup');
    expect(response.status).toBe(200);
    const metaContent = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe('Genlock and Timecode Setup | Skyframe Studio');
    expect(metaContent('meta[name="description"]')).toBe(article.metaDescription);
    expect(metaContent('meta[name="keywords"]')).toBe([...new Set([...article.seoKeywords.slice(0, 20), ...article.semanticTags])].join(', '));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://kb.example.com/article/genlock-and-timecode-setup');
    expect(metaContent('meta[property="og:title"]')).toBe('Genlock and Timecode Setup | Skyframe Studio');
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:url"]')).toBe('https://kb.example.com/article/genlock-and-timecode-setup');
    expect(metaContent('meta[name="twitter:card"]')).toMatch(/^summary/);
    expect(metaContent('meta[name="twitter:description"]')).toBe(article.metaDescription);

    const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
    const articleLd = ld.find((d) => d['@type'] === 'Article');
    expect(articleLd).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      datePublished: article.createdAt,
      dateModified: article.updatedAt,
      mainEntityOfPage: { '@id': 'https://kb.example.com/article/genlock-and-timecode-setup' },
      publisher: { '@type': 'Organization', name: 'Skyframe Labs' },
    });
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { name: string; position: number }) => [i.position, i.name])).toEqual([
      [1, 'Knowledge Base'],
      [2, 'Live Production'],
      [3, 'Genlock and Sync'],
      [4, 'Genlock and Timecode Setup'],
    ]);

    const root = doc.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Genlock and Timecode Setup');
    expect(root.textContent).toContain('Reading time:');
    expect(root.querySelector('h2')?.id).toBe(article.tableOfContents[0]!.id);
    const initial = JSON.parse(doc.getElementById('kb-initial-data')!.textContent!);
    expect(initial[0]).toEqual({ key: ['/api/articles', 'genlock-and-timecode-setup'], data: article });
  });

  it('an unknown article answers 404 with the not-found page', async () => {
    const { response, doc } = await page('/article/no-such-article');
    expect(response.status).toBe(404);
    expect(doc.querySelector('h1')?.textContent).toBe('Article Not Found');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('search pages are titled and not indexed; home has its title; unknown paths are 404', async () => {
    const search = await page('/search?q=genlock');
    expect(search.doc.title).toBe('genlock - Search Results | Skyframe Studio');
    expect(search.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const home = await page('/');
    expect(home.doc.title).toBe('Knowledge Base | Skyframe Studio');
    expect(home.doc.querySelector('meta[name="kb-support-email"]')?.getAttribute('content')).toBe('help@kb.example.com');
    expect((await page('/no/such/page')).response.status).toBe(404);
  });

  it('/articles/:slug redirects permanently to /article/:slug', async () => {
    const { response } = await page('/articles/genlock-and-timecode-setup');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/article/genlock-and-timecode-setup');
  });

  it('sitemap.xml lists every published article in the database with lastmod; robots.txt points to it', async () => {
    const { html } = await page('/sitemap.xml');
    const docs = await api.deps.models.Article.find({}, { slug: 1, updatedAt: 1 }).lean();
    expect(docs.length).toBeGreaterThanOrEqual(40);
    for (const doc of docs) {
      expect(html).toContain(`<loc>https://kb.example.com/article/${doc.slug}</loc><lastmod>${doc.updatedAt.toISOString()}</lastmod>`);
    }
    expect((html.match(/<url>/g) ?? []).length).toBe(docs.length + 1);
    expect((await page('/robots.txt')).html).toContain('Sitemap: https://kb.example.com/sitemap.xml');
  });
});

describe('while the API loads the published content at start', () => {
  it('answers pages with 503 and Retry-After, not a wrong 404', async () => {
    const loading = createSiteApp({
      env: SiteEnvSchema.parse({}),
      mediaDir: TEMPLATE_DIR,
      content: { articleBySlug: () => null, categoryTree: () => [], stats: () => ({ articles: 0, images: 0, words: 0 }), allArticles: () => [], contentReady: false },
      dirs: { shell: new URL('./fixtures', import.meta.url).pathname },
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => loading.once('listening', resolve));
    const response = await fetch(`http://127.0.0.1:${(loading.address() as AddressInfo).port}/article/genlock-and-timecode-setup`);
    loading.close();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toBe('Skyframe Studio Knowledge Base is starting up. Please try again in a few seconds.');
  });
});
