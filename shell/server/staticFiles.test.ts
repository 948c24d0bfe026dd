import { DEFAULT_SITE_BRANDING, PUBLIC_CACHE_CONTROL } from '@kb/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from './pages/pagesMiddleware';
import { ResponseCache } from '@kb/api';
import { testSearchBudget } from '../test/testSite';
import { createSiteApp } from './siteApp';
import { SiteEnvSchema } from './siteEnv';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const content: SiteContent = {
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

let root: string;
let server: http.Server;
let port: number;
const bodies = new Map<string, string>();

/** Writes a built file with the .br and .gz twins `pnpm build` puts next to it. */
function writeBuilt(dir: string, name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(text));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'kb-static-'));
  const filler = (label: string) => `/* ${label} */\n${'console.log("padding so the file is worth compressing");\n'.repeat(60)}`;
  const dirs = { shell: path.join(root, 'shell'), 'public-kb': path.join(root, 'public-kb'), 'admin-console': path.join(root, 'admin-console') };
  for (const [app, dir] of Object.entries(dirs)) {
    mkdirSync(dir);
    bodies.set(`${app}/remoteEntry.js`, filler(`${app} entry`));
    bodies.set(`${app}/106.8af44f72.js`, filler(`${app} chunk`));
    writeBuilt(dir, 'remoteEntry.js', bodies.get(`${app}/remoteEntry.js`)!);
    writeBuilt(dir, '106.8af44f72.js', bodies.get(`${app}/106.8af44f72.js`)!);
  }
  bodies.set('shell/main.js', filler('shell main'));
  writeBuilt(dirs.shell, 'main.js', bodies.get('shell/main.js')!);
  writeBuilt(
    dirs.shell,
    'index.html',
    `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`,
  );
  server = createSiteApp({ env: SiteEnvSchema.parse({}), mediaDir: path.join(root, 'media'), content, searchBudget: testSearchBudget(), dirs }).listen(
    0,
    '127.0.0.1',
  );
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw request, so the Content-Encoding on the wire is what we see (fetch would decode it). */
function get(urlPath: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, text: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

const encodings = [
  { accept: 'br, gzip', expected: 'br' },
  { accept: 'gzip', expected: 'gzip' },
  { accept: 'identity', expected: undefined },
];

describe.each(encodings)('static files with Accept-Encoding: $accept', ({ accept, expected }) => {
  it.each([
    ['/remotes/public-kb/remoteEntry.js', 'public-kb/remoteEntry.js'],
    ['/remotes/admin-console/remoteEntry.js', 'admin-console/remoteEntry.js'],
    ['/main.js', 'shell/main.js'],
  ])('%s comes in the asked encoding and is always revalidated', async (url, file) => {
    const res = await get(url, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(bodies.get(file));
  });

  it.each([
    ['/106.8af44f72.js', 'shell/106.8af44f72.js'],
    ['/remotes/public-kb/106.8af44f72.js', 'public-kb/106.8af44f72.js'],
  ])('hashed chunk %s is cached for a year as immutable', async (url, file) => {
    const res = await get(url, accept);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.text).toBe(bodies.get(file));
  });

  it('browsers always revalidate the page HTML (shared caches keep it 5 s) and /remotes.json', async () => {
    const page = await get('/', accept);
    expect(page.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(page.headers.etag).toBeTruthy();
    expect(page.headers['content-encoding']).toBe(expected);
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.text).toContain('<div id="root">');
    const config = await get('/remotes.json', accept);
    expect(config.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(config.text).remotes.public_kb).toBe('/remotes/public-kb/remoteEntry.js');
  });
});
