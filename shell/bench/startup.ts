// `pnpm bench:startup [--articles=N] [--publishes=P]`: on the database of N generated articles in
// .data/bench-N (made by `pnpm bench:api --articles=N` or `DATA_DIR=.data/bench-N pnpm kb generate`),
// starts the production site without a read-model snapshot (everything read from the database and
// indexed), times P publishes, then starts it again from the snapshot. Prints when health answered
// and when search was ready after spawn, each publish's time and when it showed, and the snapshot's size.
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { timePublish } from './publishTiming';
import { repoRoot, startSite, type RunningSite } from './startSite';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '10000' }, publishes: { type: 'string', default: '5' } } });
const ARTICLES = Number(values.articles);
const PUBLISHES = Number(values.publishes);
const PASSWORD = 'bench-admin-password';
const dataDir = path.join(repoRoot, '.data', `bench-${ARTICLES}`);
const snapshot = path.join(dataDir, 'snapshot', 'read-model.bin');
if (!existsSync(path.join(dataDir, 'db'))) {
  console.error(`no database in ${dataDir}: run DATA_DIR=.data/bench-${ARTICLES} pnpm kb generate --articles ${ARTICLES} first`);
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Starts the site and waits for search; returns the site and both times after spawn. */
async function start(): Promise<{ site: RunningSite; healthMs: number; searchMs: number }> {
  const spawned = performance.now();
  const site = await startSite({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
  const healthMs = performance.now() - spawned;
  for (;;) {
    try {
      const health = (await (await fetch(`${site.url}/api/health`)).json()) as { searchReady?: boolean };
      if (health.searchReady) return { site, healthMs, searchMs: performance.now() - spawned };
    } catch {
      // a busy machine can drop a connection while the index is built: ask again
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

rmSync(snapshot, { force: true });
const cold = await start();
console.log(`${ARTICLES} articles, no snapshot: health answered after ${seconds(cold.healthMs)}, search ready after ${seconds(cold.searchMs)}`);
const slugs = ((await (await fetch(`${cold.site.url}/api/search?q=camera`)).json()) as { slug: string }[]).map((r) => r.slug);
for (let i = 0; i < PUBLISHES; i += 1) {
  const timing = await timePublish(cold.site.url, PASSWORD, slugs[i % slugs.length]!);
  console.log(`publish ${i + 1}: answered in ${timing.publishMs.toFixed(0)} ms, shown to visitors (article, page, stats, sidebar) after ${timing.visibleMs.toFixed(0)} ms, then the whole tree in ${timing.categoriesMs.toFixed(0)} ms`);
}
for (let waited = 0; !existsSync(snapshot); waited += 100) {
  if (waited > 300_000) throw new Error('no snapshot was written within 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await cold.site.stop();
console.log(`snapshot: ${(statSync(snapshot).size / 2 ** 20).toFixed(0)} MiB`);

const warm = await start();
console.log(`${ARTICLES} articles, from the snapshot: health answered after ${seconds(warm.healthMs)}, search ready after ${seconds(warm.searchMs)}`);
await warm.site.stop();
