import http from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../test/harness';
import { createLogger } from './logger';
import { publishedArticles } from '../test/articles';

const lines: { path?: string; status?: number; requestId?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const api = testApiForFile({ logger: createLogger('info', logStream), env: { CORS_ORIGINS: ['https://docs.example.com'] } });

function request(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${api.url}${pathname}`, { method, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
    });
    req.on('error', reject).end();
  });
}

const without = (headers: http.IncomingHttpHeaders, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe('hot public reads answered before Koa', () => {
  it('send the same headers as the Koa answer they repeat, security headers included', async () => {
    const slug = publishedArticles(api.deps.readModel)[1]!.slug;
    const category = api.deps.readModel.sidebar().roots[0]!.id;
    const sidebar = ['/api/sidebar/categories', `/api/sidebar/categories/${category}/pages/0`, `/api/sidebar/articles/${slug}`];
    for (const pathname of [`/api/articles/${slug}`, '/api/categories', '/api/stats', ...sidebar]) {
      const first = await request('GET', pathname, { 'Accept-Encoding': 'br' });
      const koaRoute = vi.spyOn(api.deps.readModel.bodies, 'get');
      const second = await request('GET', pathname, { 'Accept-Encoding': 'br' });
      expect(koaRoute).not.toHaveBeenCalled();
      koaRoute.mockRestore();
      expect(second.status).toBe(200);
      expect(without(second.headers, 'x-request-id', 'date')).toEqual(without(first.headers, 'x-request-id', 'date'));
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['x-request-id']).toMatch(/^[\w-]+$/);
      expect(second.bytes).toBe(first.bytes);
    }
  });

  it('answer HEAD with the length and no body, and keep a sane X-Request-Id', async () => {
    const slug = publishedArticles(api.deps.readModel)[2]!.slug;
    const get = await request('GET', `/api/articles/${slug}`, { 'Accept-Encoding': 'gzip' });
    const head = await request('HEAD', `/api/articles/${slug}`, { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'trace-42' });
    expect(head.status).toBe(200);
    expect(head.bytes).toBe(0);
    expect(head.headers['content-length']).toBe(String(get.bytes));
    expect(head.headers['x-request-id']).toBe('trace-42');
    expect((await request('GET', '/api/stats', { 'X-Request-Id': 'bad id!' })).headers['x-request-id']).not.toBe('bad id!');
  });

  it('leave cross-origin requests to Koa, which adds the CORS headers', async () => {
    await request('GET', '/api/stats');
    const cross = await request('GET', '/api/stats', { Origin: 'https://docs.example.com' });
    expect(cross.status).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBe('https://docs.example.com');
    expect((await request('GET', '/api/stats')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('log every request as the Koa logger does', async () => {
    const slug = publishedArticles(api.deps.readModel)[3]!.slug;
    await request('GET', `/api/articles/${slug}`, { 'X-Request-Id': 'log-1' });
    await request('GET', `/api/articles/${slug}`, { 'X-Request-Id': 'log-2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.filter((line) => line.requestId === 'log-1' || line.requestId === 'log-2');
    expect(logged.map((line) => [line.requestId, line.path, line.status])).toEqual([
      ['log-1', `/api/articles/${slug}`, 200],
      ['log-2', `/api/articles/${slug}`, 200],
    ]);
  });

  it('match the contract path as the router does: a percent-encoded slug is the same article', async () => {
    const slug = publishedArticles(api.deps.readModel)[4]!.slug;
    const encoded = `/api/articles/${slug.replace(/-/g, '%2D')}`;
    const first = await request('GET', `/api/articles/${slug}`, { 'Accept-Encoding': 'gzip' });
    const koaRoute = vi.spyOn(api.deps.readModel.bodies, 'get');
    const second = await request('GET', encoded, { 'Accept-Encoding': 'gzip' });
    expect(koaRoute).not.toHaveBeenCalled();
    koaRoute.mockRestore();
    expect(second.status).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    // A malformed escape is left to Koa, which answers 400, not a crash.
    expect((await request('GET', '/api/articles/%E0%A4%A')).status).toBeGreaterThanOrEqual(400);
  });

  it('negotiate the encoding and freshness as the Koa route does', async () => {
    const slug = publishedArticles(api.deps.readModel)[5]!.slug;
    const pathname = `/api/articles/${slug}`;
    const koa = await request('GET', pathname, { 'Accept-Encoding': 'br;q=0.5, gzip' });
    expect(koa.headers['content-encoding']).toBe('gzip');
    const koaRoute = vi.spyOn(api.deps.readModel.bodies, 'get');
    expect((await request('GET', pathname, { 'Accept-Encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await request('GET', pathname, { 'Accept-Encoding': 'gzip;q=0.8, br;q=0.8' })).headers['content-encoding']).toBe('br');
    expect((await request('GET', pathname, { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    const etag = koa.headers.etag!;
    expect((await request('GET', pathname, { 'If-None-Match': etag })).status).toBe(304);
    expect((await request('GET', pathname, { 'If-None-Match': `"other", ${etag.replace(/^W\//, '')}` })).status).toBe(304);
    expect((await request('GET', pathname, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect(koaRoute).not.toHaveBeenCalled();
    koaRoute.mockRestore();
  });
});
