import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { createApp } from '@kb/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { createSiteServer } from './server';
import { SiteEnvSchema } from './siteEnv';

let api: TestApi;
let server: http.Server;
let port: number;
const logged: unknown[][] = [];
const originalError = console.error;

beforeAll(async () => {
  api = await startTestApi();
  const running = { app: createApp(api.deps), deps: api.deps, mediaDir: '/nonexistent-media' } as Parameters<typeof createSiteServer>[0];
  server = createSiteServer(running, {
    env: SiteEnvSchema.parse({ PUBLIC_ORIGIN: 'https://kb.example.com' }),
    dirs: { shell: new URL('./pages/fixtures', import.meta.url).pathname, 'public-kb': '/nonexistent-kb', 'admin-console': '/nonexistent-admin' },
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  console.error = (...args: unknown[]) => void logged.push(args);
});
afterAll(async () => {
  console.error = originalError;
  server.close();
  await api.close();
});

/** A raw HTTP request: the path and headers go out exactly as given (fetch would normalise them). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, setHost: !('Host' in headers) }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: text, type: String(response.headers['content-type'] ?? '') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('bad requests get a 4xx, never a 500 or a stack trace', () => {
  it.each(['gzip', 'deflate', 'br'])('a corrupt %s request body: 400 JSON', async (encoding) => {
    const response = await raw(
      'POST',
      '/api/admin/login',
      { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      Buffer.from('not compressed at all'),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      error: 'Malformed request body: it could not be decompressed or read',
      code: 'badRequest',
      details: { contentEncoding: encoding },
    });
  });

  it('a well-formed gzip body that is not JSON: 400', async () => {
    const response = await raw('POST', '/api/admin/login', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, gzipSync('{"adminName":'));
    expect(response.status).toBe(400);
  });

  it.each([
    '/media/%E0%A4%A',
    '/media/%',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/..%5c..%5cetc%5cpasswd',
    '/remotes/public-kb/%E0%A4%A',
    '/remotes/public-kb/..%2F..%2Fpackage.json',
    '/remotes/admin-console/%zz',
    '/article/%E0%A4%A',
    '/article/%',
    '/article/..%2F..%2Fetc%2Fpasswd',
    '/%E0%A4%A',
    '/%',
    '/..%2F..%2Fetc%2Fpasswd',
  ])('GET %s: 4xx', async (path) => {
    const response = await raw('GET', path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each(['[', 'exa mple.com', 'a:b:c', '%', '\u00e9'.repeat(3)])('Host: %s gets a page or a 4xx', async (host) => {
    for (const path of ['/', '/article/genlock-and-timecode-setup', '/sitemap.xml', '/robots.txt']) {
      const response = await raw('GET', path, { Host: host });
      expect(response.status, `${path} with Host ${host}`).toBeLessThan(500);
    }
  });

  it('none of the above was logged as a server error', () => {
    expect(logged).toEqual([]);
  });
});
