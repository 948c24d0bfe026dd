// `pnpm bench:startup [--articles=N] [--publishes=P] [--versions=V --languages=L]`: on the database of N
// generated articles in .data/bench-N (made by `pnpm bench:api --articles=N` or `DATA_DIR=.data/bench-N pnpm kb
// generate`; with versions or languages .data/bench-N-vV-lL, generated with them), starts the production site
// without a read-model snapshot (everything read from the database and indexed), times P publishes, then starts it
// again from the snapshot (DATABASE=postgres: on FerretDB on PostgreSQL, .data/bench-N-pg). Prints when health answered and when search was ready after spawn (with versions and
// languages also when the oldest version's and each language's searches first answered), each publish's time and
// when it showed, and the snapshot's size.
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { timePublish } from './publishTiming';
import { GENERATED_LANGUAGES } from '../../api/src/seeding/generatedLanguages';
import { benchDataDir, startSite, type RunningSite } from './startSite';

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    publishes: { type: 'string', default: '5' },
    versions: { type: 'string', default: '1' },
    languages: { type: 'string', default: '1' },
  },
});
const ARTICLES = Number(values.articles);
const PUBLISHES = Number(values.publishes);
const VERSIONS = Number(values.versions);
const LANGUAGES = GENERATED_LANGUAGES.slice(0, Number(values.languages) - 1);
const PASSWORD = 'bench-admin-password';
const dataDir = benchDataDir({ articles: ARTICLES, versions: VERSIONS, languages: LANGUAGES.length + 1 });
const snapshot = path.join(dataDir, 'snapshot', 'read-model.bin');
if (!existsSync(path.join(dataDir, process.env.DATABASE === 'postgres' ? 'pg' : 'db'))) {
  console.error(
    `no database in ${dataDir}: run DATA_DIR=${path.relative(process.cwd(), dataDir)} pnpm kb generate --articles ${ARTICLES} --versions ${VERSIONS} --languages ${LANGUAGES.length + 1} first`,
  );
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The searches that must answer before the site is up in every edition: the oldest version's, then each language's. */
const EDITIONS = [...(VERSIONS > 1 ? [['version 1.0', 'version=1.0']] : []), ...LANGUAGES.map((lang) => [lang, `lang=${lang}`])];

/** Polls until `ready` says yes (a busy machine can drop a connection while the index is built: it asks again). */
async function until(ready: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the site and waits for search, then for each edition's search; returns the site and the times after spawn. */
async function start(): Promise<{ site: RunningSite; healthMs: number; searchMs: number; editionMs: [string, number][] }> {
  const spawned = performance.now();
  const site = await startSite({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
  const healthMs = performance.now() - spawned;
  await until(async () => ((await (await fetch(`${site.url}/api/health`)).json()) as { searchReady?: boolean }).searchReady === true);
  const searchMs = performance.now() - spawned;
  const editionMs: [string, number][] = [];
  for (const [name, query] of EDITIONS) {
    await until(async () => (await fetch(`${site.url}/api/search?q=camera&${query}`)).status === 200);
    editionMs.push([name!, performance.now() - spawned]);
  }
  return { site, healthMs, searchMs, editionMs };
}

const editions = (started: Awaited<ReturnType<typeof start>>) =>
  started.editionMs.map(([name, ms]) => `, ${name} search answered after ${seconds(ms)}`).join('');

rmSync(snapshot, { force: true });
const cold = await start();
console.log(
  `${ARTICLES} articles, no snapshot: health answered after ${seconds(cold.healthMs)}, search ready after ${seconds(cold.searchMs)}${editions(cold)}`,
);
const slugs = ((await (await fetch(`${cold.site.url}/api/search?q=camera`)).json()) as { slug: string }[]).map((r) => r.slug);
for (let i = 0; i < PUBLISHES; i += 1) {
  try {
    const timing = await timePublish(cold.site.url, PASSWORD, slugs[i % slugs.length]!);
    console.log(
      `publish ${i + 1}: answered in ${timing.publishMs.toFixed(0)} ms, shown to visitors (article, page, stats, sidebar) after ${timing.visibleMs.toFixed(0)} ms, then the whole tree in ${timing.categoriesMs.toFixed(0)} ms`,
    );
  } catch (err) {
    // Reported, and the restart is still measured (the site stays up).
    console.log(`publish ${i + 1}: ${(err as Error).message}`);
  }
}
for (let waited = 0; !existsSync(snapshot); waited += 100) {
  if (waited > 300_000) throw new Error('no snapshot was written within 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await cold.site.stop();
console.log(`snapshot: ${(statSync(snapshot).size / 2 ** 20).toFixed(0)} MiB`);

const warm = await start();
console.log(
  `${ARTICLES} articles, from the snapshot: health answered after ${seconds(warm.healthMs)}, search ready after ${seconds(warm.searchMs)}${editions(warm)}`,
);
await warm.site.stop();
