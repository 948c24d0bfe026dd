import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateKnowledgeBase } from '../../api/src/seeding/generateArticles';
import { publishedArticles } from '../../api/test/articles';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { startTestSiteServer, type TestSite } from '../test/testSite';

/**
 * A crawler with JavaScript off, starting at `/`, reaches every published article of a generated
 * knowledge base of 1,000 articles: home links the top-level categories, each category page links its
 * children and its articles (50 a page, with the next page linked), all in the server's HTML.
 */
const ARTICLES = 1_000;
let api: TestApi;
let site: TestSite;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  await generateKnowledgeBase(api.deps.models, { articles: ARTICLES, mediaDir: mkdtempSync(path.join(os.tmpdir(), 'kb-crawl-')) });
  await api.deps.readModel.load(api.deps.models);
  site = await startTestSiteServer(api);
}, 180_000);
afterAll(async () => {
  site?.close();
  await api?.close();
});

const LINK = /<a\b[^>]*\bhref="([^"]+)"/g;
const decode = (href: string) => href.replace(/&amp;/g, '&');

it('reaches every published article from home without JavaScript', { timeout: 180_000 }, async () => {
  const seen = new Set<string>(['/']);
  const articles = new Set<string>();
  let queue = ['/'];
  let pages = 0;
  while (queue.length > 0) {
    const batch = queue;
    queue = [];
    const bodies = await Promise.all(
      batch.map(async (pathname) => {
        const response = await fetch(`${site.base}${pathname}`);
        expect(response.status, pathname).toBe(200);
        return response.text();
      }),
    );
    pages += batch.length;
    for (const html of bodies) {
      for (const [, raw] of html.matchAll(LINK)) {
        const href = decode(raw!).split('#')[0]!;
        if (href.startsWith('/article/')) articles.add(decodeURIComponent(href.slice('/article/'.length)));
        else if (/^\/category\/[^/?]+(\?page=\d+)?$/.test(href) && !seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
  }
  const published = publishedArticles(api.deps.readModel).map((article) => article.slug);
  expect(published).toHaveLength(ARTICLES);
  expect(published.filter((slug) => !articles.has(slug))).toEqual([]);
  console.log(`crawled ${pages} pages (home and category pages) and found all ${articles.size} articles`);
  // And what it found is there: a sample of the articles answers 200 with its title.
  for (const slug of published.slice(0, 20)) expect((await fetch(`${site.base}/article/${encodeURIComponent(slug)}`)).status).toBe(200);
});
