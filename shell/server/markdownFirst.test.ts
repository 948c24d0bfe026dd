import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishedArticles } from '../../api/test/articles';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { startTestSiteServer, type TestSite } from '../test/testSite';

/**
 * Security review 2, finding 1, through the one-port production server: the first answer after a start
 * is Markdown, and every article page after it must still be HTML (the fast path once learned its
 * headers from the first 200, whatever it was).
 */
let api: TestApi;
let site: TestSite;

beforeAll(async () => {
  api = await startTestApi();
  site = await startTestSiteServer(api);
});
afterAll(async () => {
  site.close();
  await api.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${site.base}${pathname}`, { headers }, (res) => resolve(res.resume())).on('error', reject));

it('answers article pages as HTML after a first request for Markdown', async () => {
  const [first, second] = publishedArticles(api.deps.readModel);
  expect((await get(`/article/${first!.slug}.md`)).headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect((await get(`/article/${second!.slug}`, { Accept: 'text/markdown' })).headers['content-type']).toBe('text/markdown; charset=utf-8');
  for (const article of [first!, second!, first!, second!]) {
    const page = await get(`/article/${article.slug}`, { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  }
  const json = await get(`/api/articles/${first!.slug}`);
  expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
});
