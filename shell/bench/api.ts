// `pnpm bench:api [--articles=N] [--seconds=S] [--connections=C] [--versions=V --languages=L]`: generates N articles
// (default 10,000; kept in .data/bench-N for the next run; with versions or languages in .data/bench-N-vV-lL, and the
// pages of the oldest version and of the first other language are loaded too), starts the production site on them, and drives it
// with wrk (one thread) when it is installed, else autocannon, on 127.0.0.1 (C = 100 connections,
// S = 10 s per endpoint): article by slug, categories, stats, search (a fixed query mix) and
// summary, the page routes (home and article HTML) and the sidebar calls. Then, in the same run, the same load on nginx (one worker, gzip_static) serving the
// same JSON bodies pre-compressed: the ceiling. Prints req/s, p50/p99/max latency and errors per
// endpoint with ratios to nginx (page routes and sidebar calls are compared with the article's API
// figure, the issue's goal for pages), the first page's bytes, start-up times (health, search ready), the server's peak memory and
// the cost of publishing (five articles, one at a time) through the admin API, then the article pages again. Bounded in
// time; loopback only.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { QUERY_MIX } from '../../api/bench/search';
import { loadGenerator, runLoad, type LoadFigures } from './loadRun';
import { childProcesses, rssMiB, RssSampler } from './memory';
import { startNginx } from './nginxCeiling';
import { timePublish } from './publishTiming';
import { percentile } from '../../api/bench/percentile';
import { generatedDataDir, startSite } from './startSite';
import { GENERATED_LANGUAGES } from '../../api/src/seeding/generatedLanguages';

const { values: args } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    versions: { type: 'string', default: '1' },
    languages: { type: 'string', default: '1' },
  },
});
const ARTICLES = Number(args.articles);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
/** Publishes timed after the load, each of another article. */
const PUBLISHES = 5;
const SAMPLE = 1000;
const PASSWORD = 'bench-admin-password';

interface CategoryNode {
  id: string;
  articles: { slug: string }[];
  children: CategoryNode[];
}

/** Bytes of one answer as a browser gets it (brotli when the server gives it). */
async function compressedBytes(url: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const ratio = (value: number, ceiling: number | undefined) => (ceiling ? `${fixed((value / ceiling) * 100)} %` : '—');

function table(rows: { name: string; api: LoadFigures; nginx?: LoadFigures; against: string }[]): string {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'nginx req/s', 'req/s vs nginx', 'nginx p99 ms', 'p99 vs nginx', 'ceiling'];
  const lines = rows.map(({ name, api, nginx, against }) => [
    name,
    fixed(api.requestsPerSecond),
    fixed(api.p50, 1),
    fixed(api.p99, 1),
    fixed(api.max),
    String(api.errors),
    nginx ? fixed(nginx.requestsPerSecond) : '—',
    ratio(api.requestsPerSecond, nginx?.requestsPerSecond),
    nginx ? fixed(nginx.p99, 1) : '—',
    nginx ? `${fixed(api.p99 / Math.max(nginx.p99, 1), 1)}×` : '—',
    against,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [head, ...lines].map((l) => l.map((cell, i) => cell.padStart(widths[i]!)).join('  ')).join('\n');
}

const VERSIONS = Number(args.versions);
const LANGUAGES = Number(args.languages);
/** Page prefixes of the other editions loaded: the oldest version's (`kb generate --versions` names it 1.0) and the first other language's. */
const EDITIONS = [...(LANGUAGES > 1 ? [`/${GENERATED_LANGUAGES[0]}`] : []), ...(VERSIONS > 1 ? ['/v/1.0'] : [])];
const dataDir = generatedDataDir({ articles: ARTICLES, versions: VERSIONS, languages: LANGUAGES });
const spawned = performance.now();
const site = await startSite({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
const healthAfter = performance.now() - spawned;
let stopping: Promise<void> | undefined;
const stopSite = () => (stopping ??= site.stop());
const guard = setTimeout(
  () => {
    console.error('bench:api: overran its time limit; stopping');
    process.kill(site.pid, 'SIGKILL');
    process.exit(2);
  },
  (SECONDS + 1) * 8 * 1000 + 300_000,
);
guard.unref();

let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  const memory = new RssSampler(site.pid);
  let searchReadyAfter = Number.NaN;
  for (let i = 0; i < 1200; i += 1) {
    const health = (await (await fetch(`${site.url}/api/health`)).json()) as { searchReady?: boolean };
    if (health.searchReady) {
      searchReadyAfter = performance.now() - spawned;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const tree = (await (await fetch(`${site.url}/api/categories`)).json()) as CategoryNode[];
  const walk = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [...n.articles.map((a) => a.slug), ...walk(n.children)]);
  const slugs = walk(tree);
  const categoryIds = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.id, ...categoryIds(n.children)]);
  const step = Math.max(1, Math.floor(slugs.length / SAMPLE));
  const sample = slugs.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  const q = (query: string) => encodeURIComponent(query);
  const articlePaths = sample.map((slug) => `/api/articles/${slug}`);
  const endpoints: Record<string, string[]> = {
    article: articlePaths,
    categories: ['/api/categories'],
    stats: ['/api/stats'],
    search: QUERY_MIX.map((query) => `/api/search?q=${q(query)}`),
    summary: QUERY_MIX.map((query) => `/api/search-summary?q=${q(query)}`),
    'page: home': ['/'],
    'page: article': sample.map((slug) => `/article/${slug}`),
    ...Object.fromEntries(
      EDITIONS.flatMap((prefix) => [
        [`page: ${prefix}/`, [`${prefix}/`]],
        [`page: ${prefix}/article`, sample.map((slug) => `${prefix}/article/${slug}`)],
      ]),
    ),
    'sidebar: roots': ['/api/sidebar/categories'],
    'sidebar: category': categoryIds(tree).map((id) => `/api/sidebar/categories/${id}/pages/0`),
    'sidebar: path': sample.map((slug) => `/api/sidebar/articles/${slug}`),
  };
  // A server from before the sidebar calls answers them 404: they are left out of its run.
  for (const [name, paths] of Object.entries(endpoints)) {
    if (name.startsWith('sidebar') && (await fetch(`${site.url}${paths[0]}`)).status === 404) delete endpoints[name];
  }
  console.log(
    `bench:api: ${slugs.length} articles, ${loadGenerator}${loadGenerator === 'wrk' ? ' (1 thread)' : ' (wrk not installed or BENCH_GENERATOR=autocannon)'}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => fixed(n, 1))
      .join(' ')}`,
  );
  console.log(`start-up: health answered ${fixed(healthAfter / 1000, 1)} s after spawn, search ready after ${fixed(searchReadyAfter / 1000, 1)} s`);
  // A reader expanding categories: one client, each category asked for the first time (nothing prepared yet).
  const expandMs: number[] = [];
  for (const categoryPath of (endpoints['sidebar: category'] ?? []).slice(1)) {
    const started = performance.now();
    await (await fetch(`${site.url}${categoryPath}`)).arrayBuffer();
    expandMs.push(performance.now() - started);
  }
  console.log(
    `sidebar: expanding a category, one client, first time each (${expandMs.length}): p50 ${fixed(percentile(expandMs, 50), 1)} ms, p95 ${fixed(percentile(expandMs, 95), 1)} ms, max ${fixed(Math.max(0, ...expandMs), 1)} ms`,
  );

  // A page is rendered on the server (React) once per content version, then answered prepared: a reader's
  // first view of each page pays the render, which is timed here (one client) right before that page's load, which
  // then meets prepared pages, as readers of a running site do (all editions' pages at once would not all stay
  // among the prepared pages kept).
  const firstView = async (name: string, paths: readonly string[]) => {
    const ms: number[] = [];
    for (const pagePath of paths) {
      const started = performance.now();
      await (await fetch(`${site.url}${pagePath}`)).arrayBuffer();
      ms.push(performance.now() - started);
    }
    console.log(
      `  ${name}: first view of each page (rendered on the server, one client, ${ms.length}): p50 ${fixed(percentile(ms, 50), 1)} ms, p95 ${fixed(percentile(ms, 95), 1)} ms, max ${fixed(Math.max(0, ...ms), 1)} ms`,
    );
  };

  // nginx serves the very bodies the API gives, pre-compressed; each API run is followed by the
  // same run on nginx, so both see the same load from the rest of the machine.
  const bodies = new Map<string, string>();
  for (const urlPath of [...articlePaths, '/api/categories', '/api/stats']) bodies.set(urlPath, await (await fetch(`${site.url}${urlPath}`)).text());
  nginx = await startNginx(bodies);
  const results = new Map<string, LoadFigures>();
  const ceiling = new Map<string, LoadFigures>();
  for (const [name, paths] of Object.entries(endpoints)) {
    if (name.startsWith('page:') && name.endsWith('article')) await firstView(name, paths);
    results.set(name, await runLoad(site.url, { connections: CONNECTIONS, seconds: SECONDS, paths }));
    const line = [`  ${name}: ${fixed(results.get(name)!.requestsPerSecond)} req/s`];
    if (bodies.has(paths[0]!)) {
      ceiling.set(name, await runLoad(nginx.url, { connections: CONNECTIONS, seconds: SECONDS, paths }));
      line.push(`nginx ${fixed(ceiling.get(name)!.requestsPerSecond)} req/s`);
    }
    console.log(line.join(', '));
  }
  await nginx.stop();
  nginx = undefined;
  const publishes = [];
  for (let i = 0; i < PUBLISHES; i += 1) publishes.push(await timePublish(site.url, PASSWORD, sample[Math.floor(sample.length / 2) + i]!));
  // The same pages once five of them were published: the others stay prepared, so this is close to the first load.
  const afterPublishes = await runLoad(site.url, { connections: CONNECTIONS, seconds: SECONDS, paths: endpoints['page: article']! });
  memory.stop();
  const database = childProcesses(site.pid).find((child) => /ferret/i.test(child.name));
  const databaseMiB = database ? rssMiB(database.pid) : null;

  console.log(
    `\n${table([...results].map(([name, api]) => ({ name, api, nginx: ceiling.get(name) ?? ceiling.get('article'), against: ceiling.has(name) ? 'same body' : 'article' })))}`,
  );
  const article = results.get('article')!.requestsPerSecond;
  for (const name of Object.keys(endpoints).filter((endpoint) => endpoint.startsWith('page:')))
    console.log(`${name}: ${ratio(results.get(name)!.requestsPerSecond, article)} of article by slug's req/s (goal ≥ 50 %)`);
  console.log(
    `page: article after the publishes: ${fixed(afterPublishes.requestsPerSecond)} req/s, ${ratio(afterPublishes.requestsPerSecond, article)} of article by slug's req/s`,
  );
  // Measured 2026-11-27 on the same server: 100 article pages in turn, 4,523 req/s with autocannon, 35,346 with wrk.
  if (loadGenerator === 'autocannon')
    console.log("(autocannon, a Node client on the same cores, is the limit when a load cycles through many large pages: install wrk for the pages' figures)");
  const kib = async (urlPath: string) => fixed((await compressedBytes(`${site.url}${urlPath}`)) / 1024, 1);
  for (const prefix of ['', ...EDITIONS]) {
    console.log(
      `first page HTML as sent (brotli)${prefix ? ` in ${prefix}/` : ''}: home ${await kib(`${prefix}/`)} KiB, article ${await kib(`${prefix}/article/${sample[0]}`)} KiB`,
    );
  }
  const peak = Math.max(...memory.samples.map((s) => s.mib));
  console.log(`\nserver peak RSS ${fixed(peak)} MiB (embedded database ${databaseMiB === null ? 'not running' : `${fixed(databaseMiB)} MiB`})`);
  const spread = (ms: number[]) => `p50 ${fixed(percentile(ms, 50))} ms, max ${fixed(Math.max(...ms))} ms`;
  console.log(
    `publish of one revision (${PUBLISHES} articles): answered ${spread(publishes.map((p) => p.publishMs))}; shown to visitors (article, page, stats, sidebar) ${spread(publishes.map((p) => p.visibleMs))} after it was sent; then the first GET /api/categories (whole tree) ${spread(publishes.map((p) => p.categoriesMs))}`,
  );
  const size = (urlPath: string) => `${fixed(bodies.get(urlPath)!.length / 1024, 1)} KiB (${fixed(gzipSync(bodies.get(urlPath)!).length / 1024, 1)} KiB gzip)`;
  console.log(`bodies: first article ${size(articlePaths[0]!)}, categories ${size('/api/categories')}`);
} finally {
  await nginx?.stop();
  await stopSite();
}
