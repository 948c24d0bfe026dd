import { JSDOM } from 'jsdom';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEFAULT_SITE_BRANDING, type Article } from '@kb/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileHtml } from '../../../api/test/hostileContent';
import { hostileString } from '../../../api/test/hostileInput';
import { createSiteApp } from '../siteApp';
import { testSearchBudget } from '../../test/testSite';
import { SiteEnvSchema } from '../siteEnv';
import type { SiteContent } from './pagesMiddleware';
import { ResponseCache } from '@kb/api';

const SLUG = 'hostile-article';
const base: Article = {
  id: '7b0f7b6e-1c1a-4c6e-9a52-2f4f0b7c9d10',
  title: 'Hostile',
  slug: SLUG,
  content: '<p>x</p>',
  metaDescription: '',
  seoKeywords: [],
  semanticTags: [],
  categoryName: 'Category',
  parentCategoryName: null,
  createdAt: '2024-01-02T00:00:00.000Z',
  updatedAt: '2024-02-03T00:00:00.000Z',
  readingTime: 1,
  tableOfContents: [],
};

/** The article every page request gets; each property run replaces it. */
let current: Article = base;
/** The site's settings every page gets. */
let site = DEFAULT_SITE_BRANDING;
const content: SiteContent = {
  cache: new ResponseCache(),
  slugState: (slug) => (slug === SLUG ? { kind: 'live', article: current } : null),
  sidebar: () => ({ roots: [], pathTo: () => null, listing: () => null }),
  site: () => site,
  stats: () => ({ articles: 1, images: 0, words: 0 }),
  articleMetas: () => [{ _id: current.id, slug: SLUG, title: current.title, categoryId: current.id, updatedAt: new Date(current.updatedAt) }],
  storedArticle: () => ({ metaDescription: current.metaDescription }),
  version: 0,
  takenOffAt: 0,
  search: () => ({ results: [] }),
  categoryTree: () => [],
  articleById: () => null,
  categoryNames: () => [current.categoryName],
};

let server: Server;
let url: string;
beforeAll(async () => {
  const app = createSiteApp({
    env: SiteEnvSchema.parse({ PUBLIC_ORIGIN: 'https://kb.example.com' }),
    mediaDir: '/nonexistent',
    content,
    searchBudget: testSearchBudget(),
    dirs: { shell: new URL('./fixtures', import.meta.url).pathname },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const hostileArticle = fc.record({
  content: hostileHtml,
  title: hostileString,
  metaDescription: hostileString,
  seoKeywords: fc.array(hostileString, { maxLength: 3 }),
  semanticTags: fc.array(hostileString, { maxLength: 3 }),
  categoryName: hostileString,
  parentCategoryName: fc.option(hostileString),
});

describe('the page renderer against hostile content (stored unsanitised, as from an old or broken import)', () => {
  it('an article with a bad image URL answers 200 with its text', async () => {
    current = { ...base, content: '<p>Before.</p><img src="https://exa mple.com/a.png"><p>After the image.</p>' };
    const response = await fetch(`${url}/article/${SLUG}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('After the image.');
  });

  it('empty names and a parent category named by a lone surrogate (an old import) answer 200', async () => {
    current = { ...base, title: '', categoryName: '', parentCategoryName: '\ud800', content: '' };
    expect((await fetch(`${url}/article/${SLUG}`)).status).toBe(200);
  });

  it('no article content makes the article page, its Markdown, the feed or the sitemap answer 500', async () => {
    await fc.assert(
      fc.asyncProperty(hostileArticle, async (fields) => {
        current = { ...base, ...fields };
        const page = await fetch(`${url}/article/${SLUG}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('</html>');
        expect((await fetch(`${url}/sitemap.xml`)).status).toBe(200);
        const feed = await fetch(`${url}/feed.xml`);
        expect(feed.status).toBe(200);
        const feedDoc = new JSDOM(await feed.text(), { contentType: 'application/xml' }).window.document;
        expect(feedDoc.querySelector('parsererror')).toBeNull();
        expect(feedDoc.querySelectorAll('entry')).toHaveLength(1);
        const markdown = await fetch(`${url}/article/${SLUG}.md`);
        expect(markdown.status).toBe(200);
        expect(await markdown.text()).toMatch(/^---\ntitle: /);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});

describe('dollar patterns in content (String.replace would read them)', () => {
  it("an article holding $` $' $& renders as one page with its text once", async () => {
    current = { ...base, content: "<p>Price: $` and $' and $& and $$ end.</p>" };
    const html = await (await fetch(`${url}/article/${SLUG}`)).text();
    const doc = new JSDOM(html).window.document;
    expect(html.match(/<html/g)).toHaveLength(1);
    const data = JSON.parse(doc.getElementById('kb-initial-data')!.textContent!) as unknown;
    expect(JSON.stringify(data)).toContain("Price: $` and $' and $& and $$ end.");
    for (const script of doc.querySelectorAll('script')) script.remove();
    expect(doc.body.textContent!.split('Price:').length - 1).toBe(1);
    expect(doc.body.textContent).toContain("Price: $` and $' and $& and $$ end.");
  });

  it("a site name holding $& $' $` is shown as written, in one page", async () => {
    const name = "Acme $& $' $` Docs";
    site = { ...DEFAULT_SITE_BRANDING, name };
    try {
      const html = await (await fetch(`${url}/`)).text();
      const doc = new JSDOM(html).window.document;
      expect(html.match(/<html/g)).toHaveLength(1);
      expect(html.match(/<body/g)).toHaveLength(1);
      expect(doc.querySelector('link[type="application/atom+xml"]')!.getAttribute('title')).toBe(`${name} Knowledge Base`);
    } finally {
      site = DEFAULT_SITE_BRANDING;
    }
  });

  it('a search for camera $` keeps the template out of the title', async () => {
    const html = await (await fetch(`${url}/search?q=${encodeURIComponent('camera $`')}`)).text();
    const doc = new JSDOM(html).window.document;
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(doc.title).toMatch(/^camera \$` - Search Results \|/);
  });
});
