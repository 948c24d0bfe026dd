import http from 'node:http';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { asAdmin, signIn } from '../../../api/test/admin';
import { createArticle } from '../../../api/test/factories';
import { testApiForFile } from '../../../api/test/harness';
import { startTestSite, startTestSiteServer, testSiteForFile } from '../../test/testSite';
import { PreparedPages } from './preparedPages';

const api = testApiForFile();
const site = testSiteForFile(api, { PUBLIC_ORIGIN: 'https://kb.example.com' });

function request(
  pathname: string,
  headers: Record<string, string> = {},
  base = site.base,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const withoutDate = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));

describe('pages answered before Koa once prepared', () => {
  it('repeat the Koa answer of home and of an article exactly, headers included, without rendering again', async () => {
    const article = await createArticle(api, { title: 'Fast Page Check', content: '<p>Served from the prepared page.</p>' });
    for (const pathname of ['/', `/article/${article.slug}`]) {
      const first = await request(pathname, { 'Accept-Encoding': 'br' });
      const render = vi.spyOn(PreparedPages.prototype, 'get');
      const second = await request(pathname, { 'Accept-Encoding': 'br' });
      expect(render).not.toHaveBeenCalled();
      render.mockRestore();
      expect(second.status).toBe(200);
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(second.headers['content-security-policy']).toContain("default-src 'self'");
      expect(second.body.equals(first.body)).toBe(true);
      const again = await request(pathname, { 'If-None-Match': second.headers.etag! });
      expect(again.status).toBe(304);
    }
  });

  it('answer other editions’ homes and articles the same way, and never one edition’s page for another', async () => {
    // The one-port server: its pages read the API's versions.
    const server = await startTestSiteServer(api, { PUBLIC_ORIGIN: 'https://kb.example.com' });
    const get = (pathname: string, headers: Record<string, string> = {}) => request(pathname, headers, server.base);
    const article = await createArticle(api, { title: 'Fast Version Check', content: '<p>The same words in every version.</p>' });
    const admin = asAdmin(api, (await signIn(api, 'Fay Fastpath', '203.0.113.181')).sessionToken);
    expect((await admin.send('POST', '/api/admin/versions', { name: '3.9', status: 'deprecated', mainLineName: '4.0' })).status).toBe(201);
    for (const pathname of ['/v/3.9', `/v/3.9/article/${article.slug}`, '/de', `/de/article/${article.slug}`, `/ja/v/3.9/article/${article.slug}`]) {
      const first = await get(pathname, { 'Accept-Encoding': 'br' });
      expect(first.status).toBe(200);
      const render = vi.spyOn(PreparedPages.prototype, 'get');
      const second = await get(pathname, { 'Accept-Encoding': 'br' });
      expect(render).not.toHaveBeenCalled();
      render.mockRestore();
      expect(withoutDate(second.headers)).toEqual(withoutDate(first.headers));
      expect(second.body.equals(first.body)).toBe(true);
    }
    const main = await get(`/article/${article.slug}`);
    const old = await get(`/v/3.9/article/${article.slug}`);
    expect(old.body.equals(main.body)).toBe(false);
    const bannerOf = (html: Buffer) => new JSDOM(html.toString()).window.document.querySelector('[data-version-banner]')?.textContent ?? null;
    expect(bannerOf(old.body)).toMatch(/^You are reading the docs for 3\.9, an older version/);
    expect(bannerOf(main.body)).toBeNull();
    expect((await get(`/v/4.5/article/${article.slug}`)).status).toBe(404);
    expect((await get(`/en/article/${article.slug}`)).status).toBe(404);
    expect(new JSDOM((await get(`/de/article/${article.slug}`)).body.toString()).window.document.documentElement.lang).toBe('de');
    server.close();
  });

  it('still answers Markdown to a client that asks for it, and a publish at once', async () => {
    const article = await createArticle(api, { title: 'Fast Page Publish', content: '<p>Before the publish.</p>' });
    const pathname = `/article/${article.slug}`;
    await request(pathname);
    await request(pathname);
    const markdown = await request(pathname, { Accept: 'text/markdown' });
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.body.toString()).toContain('Before the publish.');

    const admin = asAdmin(api, (await signIn(api)).sessionToken);
    const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: '<p>After the publish.</p>' });
    const { id } = (await saved.json()) as { id: string };
    expect((await admin.send('POST', `/api/admin/publish-revision/${id}`)).status).toBe(200);
    const after = await request(pathname);
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('After the publish.');
    expect(after.body.toString()).not.toContain('Before the publish.');
  });
});

describe('a Markdown answer first after a start', () => {
  it('never teaches the fast path to answer article pages as Markdown', async () => {
    const fresh = await startTestSite(api, { PUBLIC_ORIGIN: 'https://kb.example.com' });
    try {
      const article = await createArticle(api, { title: 'Markdown First', content: '<p>Asked as Markdown first.</p>' });
      const pathname = `/article/${article.slug}`;
      const get = (path: string, headers: Record<string, string>) =>
        new Promise<http.IncomingMessage>((resolve, reject) =>
          http.get(`${fresh.base}${path}`, { headers }, (res) => resolve(res.resume())).on('error', reject),
        );
      expect((await get(`${pathname}.md`, {})).headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect((await get(pathname, { Accept: 'text/markdown' })).headers['content-type']).toBe('text/markdown; charset=utf-8');
      for (let i = 0; i < 3; i++) {
        const page = await get(pathname, { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers.vary).toBe('Accept-Encoding, Accept');
      }
      const home = await get('/', {});
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    } finally {
      fresh.close();
    }
  });
});
