import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import { publishedArticles } from '../../api/test/articles';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { createSiteServer } from './server';
import { SiteEnvSchema } from './siteEnv';

/**
 * Security review 2, finding 1, through the one-port production server: the first answer after a start
 * is Markdown, and every article page after it must still be HTML (the fast path once learned its
 * headers from the first 200, whatever it was).
 */
let api: TestApi;
let server: http.Server;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  server = createSiteServer({ app: createApp(api.deps), deps: api.deps, mediaDir: '/nonexistent' } as Parameters<typeof createSiteServer>[0], {
    env: SiteEnvSchema.parse({ PUBLIC_ORIGIN: 'https://kb.example.com' }),
    dirs: { shell: path.join(import.meta.dirname, 'pages/fixtures') },
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await api.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}${pathname}`, { headers }, (res) => resolve(res.resume())).on('error', reject));

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
