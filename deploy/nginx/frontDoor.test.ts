import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../../api/src/app';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventFeed, type EventFeed } from '../../api/src/events/eventFeed';
import { readModelFollower } from '../../api/src/readModel/readModelFollower';
import { TEST_PASSWORD } from '../../api/test/admin';
import { startTestApi, type TestApi } from '../../api/test/harness';
import { createSiteServer } from '../../shell/server/server';
import { SiteEnvSchema } from '../../shell/server/siteEnv';
import { publishedArticles } from '../../api/test/articles';

/**
 * The production front door: Debian's nginx with deploy/nginx/kb.conf.template in front of two site
 * instances on one database, all on 127.0.0.1. Load is bounded (autocannon, a few seconds each).
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/**
 * What docs/deployment.md promises: the other instance's change-log poll (1 s) + s-maxage (5 s). The cache's share is
 * measured from the moment the other instance has the publish, with slack for a loaded machine: the poll
 * itself waits on the test database, which the other test files share.
 */
const CACHE_VISIBLE_WITHIN_MS = 10_000;
const SLUG = 'genlock-and-timecode-setup';

interface Instance {
  name: string;
  api: TestApi;
  feed: EventFeed;
  server: Server;
  requests: number;
}

let dir: string;
let nginx: ChildProcess;
let base: string;
const instances: Instance[] = [];
const originRequests = () => instances.reduce((sum, instance) => sum + instance.requests, 0);

function freePortServer(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startInstance(name: string, uri: string | undefined, origin: string, shellDir: string): Promise<Instance> {
  const api = await startTestApi({ uri, seed: uri === undefined });
  const feed = startEventFeed(api.deps.models, { logger: api.deps.logger });
  feed.follow(readModelFollower(api.deps.models, api.deps.readModel, await feed.lastPlace()));
  const server = createSiteServer({ app: createApp(api.deps), deps: api.deps, mediaDir: path.join(dir, 'media') } as Parameters<typeof createSiteServer>[0], {
    env: SiteEnvSchema.parse({ PUBLIC_ORIGIN: origin }),
    dirs: { shell: shellDir },
  });
  const instance: Instance = { name, api, feed, server, requests: 0 };
  server.on('request', () => (instance.requests += 1));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return instance;
}

/** The builds nginx serves from disk: an entry, a content-hashed chunk (with .gz twins) and a remote entry. */
function writeBuilds(root: string): void {
  const file = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
    writeFileSync(`${path.join(root, relative)}.gz`, gzipSync(text));
  };
  file('shell/dist/main.js', `console.log(${JSON.stringify('main '.repeat(100))});`);
  file('shell/dist/app.0123abcd.js', `console.log(${JSON.stringify('chunk '.repeat(100))});`);
  file('public-kb/dist/remoteEntry.js', 'var public_kb = {};');
  file('admin-console/dist/remoteEntry.js', 'var admin_console = {};');
  writeFileSync(path.join(root, 'shell/dist/index.html'), readFileSync(new URL('../../shell/server/pages/fixtures/index.html', import.meta.url)));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kb-front-door-'));
  const root = path.join(dir, 'root');
  writeBuilds(root);
  const port = await freePortServer();
  base = `http://127.0.0.1:${port}`;
  const first = await startInstance('a', undefined, base, path.join(root, 'shell/dist'));
  instances.push(first, await startInstance('b', first.api.databaseUri, base, path.join(root, 'shell/dist')));
  const upstreams = instances.map((i) => `server 127.0.0.1:${(i.server.address() as AddressInfo).port} max_fails=1 fail_timeout=10s;`).join(' ');
  const values: Record<string, string> = { KB_LISTEN: `127.0.0.1:${port}`, KB_ROOT: root, KB_CACHE_DIR: path.join(dir, 'cache'), KB_UPSTREAMS: upstreams };
  const site = readFileSync(new URL('./kb.conf.template', import.meta.url), 'utf8').replace(/\$\{(KB_[A-Z_]+)\}/g, (_, name: string) => values[name]!);
  writeFileSync(path.join(dir, 'kb.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // Workers run as root only when the test does (the temporary folders are private); otherwise ignored.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(dir, 'kb.conf')}; }`,
    ].join('\n'),
  );
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  for (let attempt = 0; ; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const instance of instances.reverse()) {
    await instance.feed.stop();
    instance.server.closeAllConnections();
    instance.server.close();
    await instance.api.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A bounded load through nginx; `failures` names each request error (its code), so a failed assertion says which. */
function load(paths: string[], seconds: number, during?: () => void): Promise<autocannon.Result & { failures: string[] }> {
  return new Promise((resolve, reject) => {
    const failures: string[] = [];
    const run = autocannon(
      // A fixed rate keeps each connection under nginx's keepalive_requests however fast the machine is.
      {
        url: base,
        connections: 8,
        overallRate: 4000,
        duration: seconds,
        headers: { 'accept-encoding': 'gzip, br' },
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (error, result) => (error ? reject(error) : resolve({ ...result, failures })),
    );
    run.on('reqError', (error: NodeJS.ErrnoException) => failures.push(error.code ?? error.message));
    if (during) setTimeout(during, 1500);
  });
}

describe('the nginx front door', () => {
  it('serves the builds from disk, pre-compressed, with the cache headers docs/deployment.md gives', async () => {
    const main = await fetch(`${base}/main.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(main.headers.get('content-encoding')).toBe('gzip');
    expect(main.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await fetch(`${base}/remotes/public-kb/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('caches public reads (search results too) by their Cache-Control, never admin answers', async () => {
    await fetch(`${base}/api/categories`);
    const cached = await fetch(`${base}/api/categories`);
    expect(cached.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(cached.headers.get('etag')).toBeTruthy();
    expect(cached.headers.get('x-cache-status')).toBe('HIT');
    // Search results too: a pure read (a search counts in Insights through POST /api/reader-events/search).
    await fetch(`${base}/api/search?q=timecode`);
    const search = await fetch(`${base}/api/search?q=timecode`);
    expect(search.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(search.headers.get('x-cache-status')).toBe('HIT');
    expect(((await search.json()) as { slug: string }[]).map((r) => r.slug)).toContain(SLUG);
    const page = await fetch(`${base}/article/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toBeTruthy();
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminName: 'Door', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('x-cache-status')).toBeNull();
  });

  it('the cache cuts the requests reaching the instances (ratio printed)', async () => {
    const before = originRequests();
    const result = await load(['/', `/article/${SLUG}`, '/api/categories', '/api/stats', `/api/articles/${SLUG}`], 4);
    const origin = originRequests() - before;
    const ratio = origin / result.requests.total;
    console.log(
      `front door: ${result.requests.total} requests through nginx in 4 s, ${origin} reached the instances: origin ratio ${(ratio * 100).toFixed(2)} %`,
    );
    expect(result.errors + result.timeouts + result.non2xx, result.failures.join(', ')).toBe(0);
    expect(ratio).toBeLessThan(0.05);
  });

  it('a publish is visible through the cache within the documented time', async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminName: 'Publisher', password: TEST_PASSWORD }),
    });
    const { sessionToken } = (await login.json()) as { sessionToken: string };
    const auth = { authorization: `Bearer ${sessionToken}`, 'content-type': 'application/json' };
    const article = publishedArticles(instances[0]!.api.deps.readModel).find((a) => a.slug === SLUG)!;
    const marker = `Front door marker ${Date.now()}`;
    // Warm the cache with the old page first.
    expect(await (await fetch(`${base}/article/${SLUG}`)).text()).not.toContain(marker);
    const saved = await fetch(`${base}/api/admin/save-revision`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ articleId: article._id, content: `<p>${marker}</p><h2>Genlock</h2><p>Lock every device to one reference signal.</p>` }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { id } = (await saved.json()) as { id: string };
    const published = Date.now();
    expect((await fetch(`${base}/api/admin/publish-revision/${id}`, { method: 'POST', headers: auth })).status).toBe(200);
    // nginx sent the publish to one instance; the other reads it from the event log.
    const hasIt = (instance: Instance) => instance.api.deps.readModel.storedArticle(article._id)?.content.includes(marker);
    while (!instances.every(hasIt)) {
      expect(Date.now() - published, 'the other instance never read the publish from the event log').toBeLessThan(30_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const followed = Date.now() - published;
    let seenAfter = -1;
    while (Date.now() - published < followed + CACHE_VISIBLE_WITHIN_MS + 5000) {
      const [page, json] = await Promise.all([
        fetch(`${base}/article/${SLUG}`).then((r) => r.text()),
        fetch(`${base}/api/articles/${SLUG}`).then((r) => r.text()),
      ]);
      if (page.includes(marker) && json.includes(marker)) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(
      `front door: the other instance had the publish after ${(followed / 1000).toFixed(1)} s; the page and the API showed it through the cache after ${(seenAfter / 1000).toFixed(1)} s`,
    );
    expect(seenAfter).toBeGreaterThanOrEqual(0);
    expect(seenAfter - followed).toBeLessThanOrEqual(CACHE_VISIBLE_WITHIN_MS);
  });

  it('killing one instance under load loses 0 requests', async () => {
    const victim = instances[1]!;
    const before = victim.requests;
    const result = await load(['/api/search?q=genlock', '/api/health', '/', `/api/articles/${SLUG}`, '/api/search?q=lens'], 5, () => {
      // A crash: open connections are cut mid-request, the port stops answering.
      victim.server.closeAllConnections();
      victim.server.close();
    });
    console.log(
      `front door: ${result.requests.total} requests in 5 s with instance b killed after 1.5 s (it had answered ${victim.requests - before}): ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
    expect(victim.requests - before).toBeGreaterThan(0);
    expect(result.errors, result.failures.join(', ')).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(result.requests.total);
  });
});
