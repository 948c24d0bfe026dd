import type { AddressInfo } from 'node:net';
import { DEFAULT_SITE_BRANDING, HOME_HEADING, HOME_INTRO, RELATED_MAX, relatedOf } from '@kb/contracts';
import { INITIAL_DATA_ELEMENT_ID, keys } from '@kb/api-client';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../api/test/harness';
import { testSearchBudget, testSiteForFile } from '../../test/testSite';
import { createSiteApp } from '../siteApp';
import type { SiteContent } from './pagesMiddleware';
import { ResponseCache } from '@kb/api';
import { SiteEnvSchema } from '../siteEnv';

const TEMPLATE_DIR = '/nonexistent';
const api = testApiForFile();
const site = testSiteForFile(api, { PUBLIC_ORIGIN: 'https://kb.example.com', SUPPORT_EMAIL: 'help@kb.example.com' });

async function page(path: string) {
  const response = await fetch(`${site.base}${path}`, { redirect: 'manual' });
  const html = await response.text();
  return { response, html, doc: new JSDOM(html).window.document };
}

const emptyContent: SiteContent = {
  cache: new ResponseCache(),
  slugState: () => null,
  sidebar: () => ({ roots: [], pathTo: () => null, listing: () => null }),
  site: () => DEFAULT_SITE_BRANDING,
  stats: () => ({ articles: 0, images: 0, words: 0 }),
  articleMetas: () => [],
  storedArticle: () => undefined,
  version: 0,
  takenOffAt: 0,
  search: () => ({ results: [] }),
  categoryTree: () => [],
  articleById: () => null,
  categoryNames: () => [],
};

/** One page from a site app of its own over the given content. */
async function pageFrom(content: SiteContent, path: string, env = SiteEnvSchema.parse({ PUBLIC_ORIGIN: 'https://kb.example.com' })) {
  const own = createSiteApp({
    env,
    mediaDir: TEMPLATE_DIR,
    content,
    searchBudget: testSearchBudget(),
    dirs: { shell: new URL('./fixtures', import.meta.url).pathname },
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => own.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(own.address() as AddressInfo).port}${path}`);
    const html = await response.text();
    return { response, html, doc: new JSDOM(html).window.document };
  } finally {
    own.close();
  }
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
    expect(metaContent('meta[name="twitter:title"]')).toBe('Genlock and Timecode Setup | Skyframe Studio');
    expect(metaContent('meta[name="twitter:description"]')).toBe(article.metaDescription);
    // The article's first image, as an absolute URL a crawler can fetch.
    expect(metaContent('meta[property="og:image"]')).toBe('https://kb.example.com/media/b-sync-signal-chain.svg');
    expect(metaContent('meta[name="twitter:image"]')).toBe('https://kb.example.com/media/b-sync-signal-chain.svg');

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
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Knowledge Base', item: 'https://kb.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Live Production', item: 'https://kb.example.com/search?q=Live%20Production' },
      { '@type': 'ListItem', position: 3, name: 'Genlock and Sync', item: 'https://kb.example.com/search?q=Genlock%20and%20Sync' },
      { '@type': 'ListItem', position: 4, name: 'Genlock and Timecode Setup', item: 'https://kb.example.com/article/genlock-and-timecode-setup' },
    ]);

    const root = doc.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Genlock and Timecode Setup');
    expect(root.textContent).toContain('Reading time:');
    const paragraphs = [...root.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toContain(
      'Genlock makes every device in your studio start its frames at the same instant. Timecode gives each of those frames a shared label. Skyframe Studio needs both: genlock so the rendered background is delivered in step with the camera, and timecode so tracking data, recordings, and playout can be matched frame for frame. This guide covers the physical connections, the settings in the Operator Console, and how to verify the result.',
    );
    expect(root.querySelector('h2')?.id).toBe(article.tableOfContents[0]!.id);
    const initial = JSON.parse(doc.getElementById('kb-initial-data')!.textContent!);
    const sidebar = api.deps.readModel.sidebar();
    expect(initial).toEqual([
      { key: ['/api/articles', 'genlock-and-timecode-setup'], data: article },
      { key: ['/api/sidebar/categories'], data: sidebar.roots },
      { key: ['/api/sidebar/articles', 'genlock-and-timecode-setup'], data: sidebar.pathTo('genlock-and-timecode-setup') },
      // "Related articles": the search index's answer for the title, without the article itself.
      {
        key: ['/api/search', 'related', 'genlock-and-timecode-setup'],
        data: relatedOf(api.deps.readModel.search(article.title, RELATED_MAX + 1).results, article.slug),
      },
      { key: ['site'], data: { ...DEFAULT_SITE_BRANDING, supportEmail: 'help@kb.example.com' } },
      // The versions readers may see, for the Version switcher: none on a site without versions.
      { key: ['/api/versions'], data: [] },
    ]);
    expect(initial[3].data.length).toBe(RELATED_MAX);
    expect(initial[3].data.map((related: { slug: string }) => related.slug)).not.toContain(article.slug);
    expect([...root.querySelectorAll('[aria-labelledby="kb-related-heading"] a')].map((link) => link.textContent)).toEqual(
      initial[3].data.map((related: { title: string }) => related.title),
    );
  });

  it('home and article pages hold the sidebar they open with, never the whole category tree, and are prepared once', async () => {
    for (const path of ['/', '/article/genlock-and-timecode-setup']) {
      const { html } = await page(path);
      expect(html).toContain('"/api/sidebar/categories"');
      expect(html).not.toContain('"/api/categories"');
      // No category's article list beyond the open way: an article of another top-level category is absent.
      expect(html).not.toContain('what-is-skyframe-studio');
      const first = await fetch(`${site.base}${path}`, { headers: { 'accept-encoding': 'br' } });
      const second = await fetch(`${site.base}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.get('content-encoding')).toBe('br');
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await second.text()).toBe(await first.text());
    }
  });

  it('keywords hold the first 20 SEO keywords (of more) and the semantic tags', async () => {
    const seeded = api.deps.readModel.articleBySlug('genlock-and-timecode-setup')!;
    const seoKeywords = Array.from({ length: 26 }, (_, i) => `keyword ${i + 1}`);
    const fixture = { ...seeded, slug: 'many-keywords', seoKeywords, semanticTags: ['sync', 'keyword 3'] };
    const content: SiteContent = { ...emptyContent, slugState: (slug) => (slug === fixture.slug ? { kind: 'live', article: fixture } : null) };
    const { doc } = await pageFrom(content, '/article/many-keywords');
    const keywords = doc.querySelector('meta[name="keywords"]')!.getAttribute('content')!.split(', ');
    expect(keywords).toEqual([...seoKeywords.slice(0, 20), 'sync']);
    expect(keywords).not.toContain('keyword 21');
    const articleLd = [...doc.querySelectorAll('script[type="application/ld+json"]')]
      .map((el) => JSON.parse(el.textContent!))
      .find((d) => d['@type'] === 'Article');
    expect(articleLd.keywords.split(', ')).toHaveLength(21);
  });

  it('an old slug answers 301 to the current one; an article taken off the site answers 410 and leaves the sitemap', async () => {
    const { readModel, models } = api.deps;
    const doc = (await models.Article.findOne({ slug: 'genlock-and-timecode-setup' }).lean())!;
    readModel.applyChanges({ articles: [{ ...doc, slug: 'genlock-setup' }], redirects: new Map([[doc._id, ['genlock-and-timecode-setup']]]) });
    const moved = await page('/article/genlock-and-timecode-setup');
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe('/article/genlock-setup');
    readModel.applyChanges({ articles: [{ ...doc, slug: 'genlock-setup', status: 'unpublished' }] });
    for (const slug of ['genlock-setup', 'genlock-and-timecode-setup']) {
      const gone = await page(`/article/${slug}`);
      expect(gone.response.status).toBe(410);
      expect(gone.doc.querySelector('h1')?.textContent).toBe('Article No Longer Available');
      expect(gone.doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
    expect((await page('/sitemap.xml')).html).not.toContain('/article/genlock');
    readModel.applyChanges({ articles: [doc], redirects: new Map([[doc._id, []]]) });
    expect((await page('/article/genlock-and-timecode-setup')).response.status).toBe(200);
  });

  it('an article id answers 301 to the article’s slug (the search summary links articles by id, issue 46)', async () => {
    const { id } = api.deps.readModel.articleBySlug('lens-calibration-basics')!;
    const byId = await page(`/article/${id}`);
    expect(byId.response.status).toBe(301);
    expect(byId.response.headers.get('location')).toBe('/article/lens-calibration-basics');
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
    // Crawlers and the first paint get home's heading and introduction before any script runs.
    expect(home.doc.querySelector('main h1')?.textContent).toBe(HOME_HEADING);
    expect(home.doc.querySelector('main h1 + p')?.textContent).toBe(HOME_INTRO);
    // The deployment's support address reaches the page (Report Issue) with its data.
    expect(home.doc.querySelector('a[href^="mailto:help@kb.example.com?"]')?.textContent).toBe('Report Issue');
    expect((await page('/no/such/page')).response.status).toBe(404);
  });

  it('a search page holds its results as the API answers them, the first six painted, the query escaped', async () => {
    const answer = (await (await api.get('/api/search?q=lens%20calibration')).json()) as { slug: string; title: string }[];
    expect(answer.length).toBeGreaterThan(6);
    const { doc } = await page('/search?q=lens%20calibration&aiSummary=true');
    expect(doc.querySelector('main h1')?.textContent).toBe('Search results for “lens calibration”');
    expect(doc.querySelector('main h1 + p')?.textContent).toBe(`${answer.length} articles found`);
    expect(doc.querySelector('main section h2')?.textContent).toBe('Search Summary');
    const links = [...doc.querySelectorAll('main ol h2 a')];
    expect(links.map((a) => a.textContent)).toEqual(answer.slice(0, 6).map((r) => r.title));
    expect(links[0]!.getAttribute('href')).toMatch(new RegExp(`^/article/${answer[0]!.slug}(#|$)`));
    // The query's words are marked as the page marks them, so the page's first render paints the same text.
    const marks = [...doc.querySelectorAll('main ol p mark')].map((mark) => mark.textContent!.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(marks.filter((word) => word === 'lens' || word === 'calibration')));
    const data = JSON.parse(doc.getElementById(INITIAL_DATA_ELEMENT_ID)!.textContent!) as { key: unknown; data: unknown }[];
    expect(data.find((entry) => JSON.stringify(entry.key) === JSON.stringify(keys.search('lens calibration')))?.data).toEqual(answer);

    const hostile = await page(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(hostile.doc.querySelector('main h1')?.textContent).toBe('Search results for “<img src=x onerror=alert(1)>”');
    expect(hostile.doc.querySelector('main img')).toBeNull();
    // Without the summary, no summary placeholder; a query the API refuses (a control character) comes without results.
    expect((await page('/search?q=genlock')).doc.querySelector('main [data-summary-area] [aria-busy]')).toBeNull();
    expect((await page('/search?q=a%01b')).doc.querySelector('main ol')).toBeNull();
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
    // Home, every article, and every category page.
    const categories = (html.match(/<loc>https:\/\/kb\.example\.com\/category\/[^<]+<\/loc>/g) ?? []).length;
    expect(categories).toBeGreaterThanOrEqual(api.deps.readModel.sidebar().roots.length);
    expect((html.match(/<url>/g) ?? []).length).toBe(docs.length + 1 + categories);
    expect((await page('/robots.txt')).html).toContain('Sitemap: https://kb.example.com/sitemap.xml');
    // Prepared once per publish: it carries an ETag and revalidates; a part of an index it does not have is 404.
    const { response } = await page('/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml');
    const again = await fetch(`${site.base}/sitemap.xml`, { headers: { 'If-None-Match': response.headers.get('etag')!, 'Cache-Control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect((await page('/sitemap-1.xml')).response.status).toBe(404);
  });
});

describe('while the API loads the published content at start', () => {
  it('answers pages with 503 and Retry-After, not a wrong 404', async () => {
    const { response, html } = await pageFrom({ ...emptyContent, contentReady: false }, '/article/genlock-and-timecode-setup', SiteEnvSchema.parse({}));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(html).toBe('Skyframe Studio Knowledge Base is starting up. Please try again in a few seconds.');
  });
});
