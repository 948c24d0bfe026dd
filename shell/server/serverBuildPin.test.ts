import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loopbackUrl, testApiForFile } from '../../api/test/harness';
import { startTestSite, type TestSite } from '../test/testSite';
import { distDirs } from './paths';
import { parseSiteEnv } from './siteEnv';

const api = testApiForFile();
const built = readFileSync(path.join(distDirs['public-kb'], 'server', 'remoteEntry.js'));
/** A line added to the CDN's copy: it would set a global in the site server's process if it ran. */
const TAMPER = '\nglobalThis.kbTamperedServerBuild = true;\n';
const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The public remote's build on an origin of its own (a CDN's copy), on 127.0.0.1: its files as they are on disk at each request. */
let cdn: { folder: string; url: string; server: Server };
beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kb-cdn-'));
  mkdirSync(path.join(folder, 'server'));
  writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), built);
  const server = createServer((request, response) => {
    const body = readFileSync(path.join(folder, new URL(request.url!, 'http://cdn').pathname));
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Length': body.length, ETag: `"${sha384(body)}"` });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  server.listen(0, '127.0.0.1');
  cdn = { folder, url: await loopbackUrl(server), server };
});
afterAll(() => cdn.server.close());

const siteWith = (pin: string): Promise<TestSite> =>
  startTestSite(api, { PUBLIC_ORIGIN: 'https://kb.example.com', REMOTE_PUBLIC_KB_URL: `${cdn.url}/remoteEntry.js`, REMOTE_PUBLIC_KB_SERVER_SHA384: pin });
const serverRendered = async (site: TestSite) => /<h1[^>]*>Welcome to the /.test(await (await fetch(`${site.base}/`)).text());

describe("the public remote's server build runs only with the SHA-384 the deployment gives", () => {
  it('a changed copy on its origin is refused, logged, and the last good build keeps rendering the pages', async () => {
    const warn = vi.spyOn(console, 'warn');
    const site = await siteWith(sha384(built));
    try {
      expect(await serverRendered(site)).toBe(true);
      appendFileSync(path.join(cdn.folder, 'server', 'remoteEntry.js'), TAMPER);
      // The site looks at the build every 5 s.
      await expect
        .poll(() => warn.mock.calls.map((call) => String(call[1])).join('\n'), { timeout: 15_000 })
        .toMatch(/its SHA-384 is sha384-\S+, not the sha384-\S+ the deployment gives: not run/);
      expect(warn.mock.calls.at(-1)![0]).toMatch(
        /^Pages keep the server build \S+: the server build at http:\/\/127\.0\.0\.1:\d+\/server\/remoteEntry\.js could not be loaded\.$/,
      );
      expect(await serverRendered(site)).toBe(true);
      expect((globalThis as { kbTamperedServerBuild?: boolean }).kbTamperedServerBuild).toBeUndefined();
    } finally {
      site.close();
      warn.mockRestore();
    }
  }, 30_000);

  it('with no good build before it, pages come without server rendering, and nothing of it ran', async () => {
    writeFileSync(path.join(cdn.folder, 'server', 'remoteEntry.js'), Buffer.concat([built, Buffer.from(TAMPER)]));
    const site = await siteWith(sha384(built));
    try {
      expect(await serverRendered(site)).toBe(false);
      expect((globalThis as { kbTamperedServerBuild?: boolean }).kbTamperedServerBuild).toBeUndefined();
    } finally {
      site.close();
    }
  });

  it('refuses a remote over plain http:// but on this machine', () => {
    expect(parseSiteEnv({ REMOTE_PUBLIC_KB_URL: 'http://cdn.example.com/kb/public-kb/remoteEntry.js' }).errors).toEqual([
      'Invalid environment variable REMOTE_PUBLIC_KB_URL: http:// is refused but to this machine (localhost, 127.0.0.1, [::1]): the site server runs the server build beside it; use https://',
    ]);
    for (const url of [
      'https://cdn.example.com/remoteEntry.js',
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://localhost:3001/remoteEntry.js',
      'http://[::1]:3001/remoteEntry.js',
      '/remotes/public-kb/remoteEntry.js',
    ]) {
      expect(parseSiteEnv({ REMOTE_PUBLIC_KB_URL: url }).errors, url).toEqual([]);
    }
  });
});
