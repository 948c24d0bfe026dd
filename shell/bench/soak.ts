// `pnpm soak`: the production site on 127.0.0.1 with a fresh database, SOAK_SECONDS (default 120) of
// mixed visitor traffic (autocannon) while editors save and publish through the admin API. Samples
// the server's RSS every second, and reads it after a forced full garbage collection at the end of
// warm-up and at the end. Goals: 0 errors, RSS growth after warm-up ≤ 20 % (post-collection
// readings), every acknowledged revision stored and every touched article equal to its published
// revision. Prints the figures; exits 1 when a goal is missed.
// SOAK_INSTANCES=2 or 3: that many site instances on one PostgreSQL (the first one's private cluster,
// reached by the others through POSTGRES_URL), each with its own FerretDB; visitors are spread over
// them, each editor writes through one, and every instance must show every published revision.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@kb/api/src/db/launcher';
import { privateClusterUrl } from '@kb/api/src/db/postgres';
import autocannon from 'autocannon';
import { AdminTeam } from './soakAdmin';
import { childProcesses, InspectorSession, rssMiB, RssSampler } from './memory';
import { percentile } from '../../api/bench/percentile';
import { startSite } from './startSite';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const EDITORS = 3;
const INSTANCES = Number(process.env.SOAK_INSTANCES ?? 1);
if (![1, 2, 3].includes(INSTANCES)) throw new Error('SOAK_INSTANCES is 1, 2 or 3');
const EDITOR_PAUSE_MS = 100;
const WARMUP_SECONDS = Math.min(30, Math.round(SECONDS / 4));
const MAX_GROWTH = 0.2;
const PASSWORD = 'soak-admin-password';

const QUERIES = ['license', 'genlock', 'lens calibration', 'keying', 'frame drops', 'tracking latency', 'gpu', 'camra', 'calib', 'sync drift'];
const NO_RESULT_QUERY = 'zzqqxxyy';

interface CategoryNode {
  articles: { slug: string }[];
  children: CategoryNode[];
}

/** The visitor mix: home, article pages, categories, article JSON, searches and summaries. */
function visitorRequests(slugs: string[]): { method: 'GET'; path: string }[] {
  const q = (query: string) => encodeURIComponent(query);
  const paths = [
    '/',
    '/api/categories',
    '/api/stats',
    ...slugs.slice(0, 6).map((slug) => `/article/${slug}`),
    ...slugs.map((slug) => `/api/articles/${slug}`),
    ...QUERIES.map((query) => `/api/search?q=${q(query)}`),
    `/api/search?q=${NO_RESULT_QUERY}`,
    ...QUERIES.slice(0, 5).map((query) => `/api/search-summary?q=${q(query)}`),
    `/search?q=${q(QUERIES[0]!)}&aiSummary=true`,
  ];
  return paths.map((path) => ({ method: 'GET', path }));
}

const mib = (value: number | null | undefined) => (value == null || Number.isNaN(value) ? '—' : `${value.toFixed(1)} MiB`);

const inspectorPort = await freePort();
const sharedDataDir = INSTANCES > 1 ? mkdtempSync(path.join(os.tmpdir(), 'kb-soak-')) : null;
const site = await startSite({
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`.trim(),
  ...(sharedDataDir ? { DATABASE: 'postgres', DATA_DIR: sharedDataDir } : {}),
});
const others: Awaited<ReturnType<typeof startSite>>[] = [];
// Bounded in time whatever happens: the site is stopped and the run fails if it overruns.
const guard = setTimeout(
  () => {
    console.error('soak: overran its time limit; stopping');
    for (const running of [...others, site]) process.kill(running.pid, 'SIGTERM'); // a site stops its embedded database on SIGTERM
    process.exit(2);
  },
  (SECONDS + 240) * 1000,
);
guard.unref();

let exitCode = 1;
try {
  // Health answers while the content is still loading; public reads wait for it.
  await site.searchReady();
  // The other instances once the first has made the database and its indexes: on its PostgreSQL, each with its own FerretDB.
  for (let i = 1; i < INSTANCES; i += 1)
    others.push(
      await startSite({ ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', DATABASE: 'postgres', POSTGRES_URL: privateClusterUrl(path.join(sharedDataDir!, 'pg')) }),
    );
  for (const other of others) await other.searchReady();
  const urls = [site.url, ...others.map((other) => other.url)];
  const tree = (await (await fetch(`${site.url}/api/categories`)).json()) as CategoryNode[];
  const walk = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [...n.articles.map((a) => a.slug), ...walk(n.children)]);
  const slugs = walk(tree);
  const touchedSlugs = slugs.filter((_, i) => i % 7 === 3).slice(0, 6);

  const team = await AdminTeam.signIn(urls, PASSWORD, EDITORS, touchedSlugs);

  const database = childProcesses(site.pid).find((child) => /ferret/i.test(child.name));
  const databaseRssStart = database ? rssMiB(database.pid) : null;
  console.log(
    `soak: ${urls.join(', ')} (first server pid ${site.pid}${sharedDataDir ? ', FerretDB on one PostgreSQL' : ''}), ${SECONDS} s, ${CONNECTIONS} visitor connections, ${EDITORS} editors on ${team.articles.length} articles, warm-up ${WARMUP_SECONDS} s`,
  );

  const inspector = await InspectorSession.connect(inspectorPort);
  /** RSS and JS heap right after a full collection. */
  const collected = async () => {
    const heap = await inspector.collectGarbage();
    return { rss: rssMiB(site.pid) ?? Number.NaN, heap };
  };
  const memory = new RssSampler(site.pid);
  const deadline = Date.now() + SECONDS * 1000;
  const warmedUp = new Promise<{ rss: number; heap: number }>((resolve) => setTimeout(() => void collected().then(resolve), WARMUP_SECONDS * 1000));
  // The visitors' connections spread over the instances (the first gets any left over).
  const [crowds] = await Promise.all([
    Promise.all(
      urls.map((url, i) =>
        autocannon({
          url,
          connections: Math.floor(CONNECTIONS / urls.length) + (i === 0 ? CONNECTIONS % urls.length : 0),
          duration: SECONDS,
          requests: visitorRequests(slugs),
          timeout: 10,
        }),
      ),
    ),
    team.run(deadline, EDITOR_PAUSE_MS),
  ]);
  const sum = (pick: (result: autocannon.Result) => number) => crowds.reduce((total, result) => total + pick(result), 0);
  const before = await warmedUp;
  const after = await collected();
  memory.stop();
  inspector.close();
  // Checked at once, and again after a pause: other instances (and this one's event-log follower) catch up within about a second.
  const problemsAtOnce = await team.verify();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const problems = await team.verify();

  const rss = memory.growth(WARMUP_SECONDS);
  const growth = after.rss / before.rss - 1;
  const visitorErrors = sum((r) => r.errors + r.non2xx);
  const errors = visitorErrors + team.failures.length;
  const lines: [string, string][] = [
    ['visitor requests', `${sum((r) => r.requests.total)} in ${crowds[0]!.duration.toFixed(0)} s (${sum((r) => r.requests.average).toFixed(0)} req/s)`],
    ...crowds.map((result, i): [string, string] => [
      crowds.length > 1 ? `  instance ${i + 1}` : 'visitor latency',
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    ]),
    ['visitor status', `2xx ${sum((r) => r['2xx'])}, 3xx ${sum((r) => r['3xx'])}, 4xx ${sum((r) => r['4xx'])}, 5xx ${sum((r) => r['5xx'])}`],
    ['visitor errors', `${sum((r) => r.errors)} connection errors (${sum((r) => r.timeouts)} timeouts), ${sum((r) => r.non2xx)} non-2xx`],
    [
      'admin writes',
      `${team.saves} saves, ${team.publishes} publishes, ${team.refusedAsStale} publishes refused as another editor had saved a newer revision (409, as the editor is told) (p50 ${percentile(team.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(team.latenciesMs, 99).toFixed(0)} ms)`,
    ],
    ['admin errors', `${team.failures.length}${team.failures.length ? `: ${[...new Set(team.failures)].slice(0, 5).join('; ')}` : ''}`],
    [
      'server memory',
      `after a full GC: RSS ${mib(before.rss)} at the end of warm-up → ${mib(after.rss)} at the end, growth ${(growth * 100).toFixed(1)} % (goal ≤ ${MAX_GROWTH * 100} %); JS heap ${mib(before.heap)} → ${mib(after.heap)}`,
    ],
    [
      'server RSS',
      `sampled each second: median of 10 s after warm-up ${mib(rss.baseline)}, of the last 10 s ${mib(rss.final)} (${(rss.growth * 100).toFixed(1)} %), peak ${mib(rss.peak)}`,
    ],
    [
      'RSS every 10 s',
      memory.samples
        .filter((_, i) => i % 10 === 0)
        .map((s) => s.mib.toFixed(0))
        .join(' ') + ' MiB',
    ],
    [
      'database RSS',
      sharedDataDir
        ? 'PostgreSQL (for information: not sampled)'
        : database
          ? `${mib(databaseRssStart)} → ${mib(rssMiB(database.pid))} (${database.name}, for information)`
          : 'external database',
    ],
    ['revisions', `${team.acknowledged} acknowledged, all stored: ${problems.some((p) => /missing|expected/.test(p)) ? 'no' : 'yes'}`],
    [
      'articles',
      `${team.articles.length} touched, equal to their published revision: ${problems.length ? 'no' : 'yes'} (right at the end: ${problemsAtOnce.length} differences)`,
    ],
  ];
  for (const [label, value] of lines) console.log(`${label.padEnd(17)}${value}`);
  for (const problem of problemsAtOnce) console.log(`  right at the end: ${problem}`);
  for (const problem of problems) console.log(`  problem: ${problem}`);

  const missed = [
    errors > 0 && `${errors} errors`,
    !(growth <= MAX_GROWTH) && `memory growth ${(growth * 100).toFixed(1)} %`,
    problems.length > 0 && `${problems.length} lost or inconsistent writes`,
    team.publishes === 0 && 'no publish happened',
  ].filter(Boolean);
  console.log(missed.length ? `soak: FAILED (${missed.join(', ')})` : 'soak: passed');
  exitCode = missed.length ? 1 : 0;
} finally {
  // The others first: they use the first one's PostgreSQL, which it stops.
  for (const other of others) await other.stop();
  await site.stop();
  if (sharedDataDir) rmSync(sharedDataDir, { recursive: true, force: true });
}
process.exit(exitCode);
