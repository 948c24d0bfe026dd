import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../src/db/connect';
import { startDatabase } from '../src/db/launcher';
import { ReaderKeys } from '../src/insights/readerKeys';
import { InsightsRecorder } from '../src/insights/recorder';
import { buildReport } from '../src/insights/report';
import { emptyRollup, lastDays, searchCounts, toStored, voteCounts, type DayRollup } from '../src/insights/rollup';
import { InsightsStore } from '../src/insights/store';
import { createLogger } from '../src/logger';
import { createModels } from '../src/models';
import { percentile } from './percentile';

/**
 * `pnpm bench:insights`: on a fresh embedded database, 90 days of reader events — 1,000,000 searches over
 * 20,000 distinct queries (Zipf-like), 100,000 votes and 500,000 views over 5,000 articles, 5,000
 * comments — stored as the day rollups the API keeps (89 closed days and today's one-minute deltas).
 * Prints the first load of the figures, each Insights query (7, 30, 90 days) and what recording one
 * event adds to its request.
 */
const SEARCHES = 1_000_000;
const QUERIES = 20_000;
const VOTES = 100_000;
const VIEWS = 500_000;
const COMMENTS = 5_000;
const ARTICLES = 5_000;
const DAYS = 90;
const TODAY_DELTAS = 24 * 60;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
/** Zipf-like pick from 0..n-1: a few popular items, a long tail. */
const zipf = (n: number) => Math.min(n - 1, Math.floor(n ** random()) - 1 + Math.floor(random() * 2));
const articleId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function fill(rollups: DayRollup[]): void {
  const pick = () => rollups[Math.floor(random() * rollups.length)]!;
  for (let n = 0; n < SEARCHES; n += 1) {
    const counts = searchCounts(pick(), `query ${zipf(QUERIES)}`);
    counts.searches += 1;
    counts.results = counts.searches % 7 === 0 ? 0 : 5;
    if (counts.results === 0) counts.zero += 1;
    if (random() < 0.4) {
      counts.clicks += 1;
      counts.positionSum += 1 + Math.floor(random() * 5);
    }
  }
  for (let n = 0; n < VOTES; n += 1) voteCounts(pick(), articleId(zipf(ARTICLES)))[random() < 0.7 ? 'yes' : 'no'] += 1;
  for (let n = 0; n < VIEWS; n += 1) {
    const day = pick();
    const id = articleId(zipf(ARTICLES));
    day.views.set(id, (day.views.get(id) ?? 0) + 1);
  }
  for (let n = 0; n < COMMENTS; n += 1) pick().comments.push({ articleId: articleId(zipf(ARTICLES)), text: `Missing step ${n}`, at: new Date().toISOString() });
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kb-bench-insights-'));
  const database = await startDatabase({ dataDir });
  const conn = await connectDatabase(database.uri);
  const models = createModels(conn);
  const logger = createLogger('silent');
  try {
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const days = lastDays(new Date(), DAYS);
    const closed = days.slice(0, -1).map(() => emptyRollup());
    const deltas = Array.from({ length: TODAY_DELTAS }, () => emptyRollup());
    fill([...closed, ...closed, ...closed, ...closed, ...deltas.slice(0, 60)]); // today gets its share too
    let started = performance.now();
    await models.InsightDay.insertMany(closed.map((rollup, i) => ({ _id: days[i]!, day: days[i]!, ...toStored(rollup), at: new Date() })));
    await models.InsightDelta.insertMany(deltas.map((rollup) => ({ day: days.at(-1)!, ...toStored(rollup), at: new Date() })));
    console.log(`stored ${closed.length} closed days and ${deltas.length} deltas in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const store = new InsightsStore(models, logger);
    const names = (id: string) => ({ title: `Article ${id.slice(-5)}`, slug: `article-${id.slice(-5)}` });
    started = performance.now();
    await store.rollups(days);
    console.log(`first load of the figures (once per API instance): ${Math.round(performance.now() - started)} ms`);
    for (const period of [7, 30, 90]) {
      const times: number[] = [];
      for (let run = 0; run < 20; run += 1) {
        const t = performance.now();
        JSON.stringify(buildReport(await store.period(lastDays(new Date(), period)), names));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(`Insights ${period} days: p50 ${percentile(times, 50).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (goal <= 200 ms)`);
    }

    const keys = new ReaderKeys(models, logger);
    const recorder = new InsightsRecorder(models, logger, store);
    await keys.readerFor('203.0.113.1');
    const CALLS = 100_000;
    started = performance.now();
    for (let n = 0; n < CALLS; n += 1) recorder.search(await keys.readerFor(`10.0.${n >> 8}.${n & 255}`), `query ${n % 500}`, 5, 1);
    const perCall = ((performance.now() - started) * 1000) / CALLS;
    console.log(
      `recording a search (reader key + limits + queue): ${perCall.toFixed(1)} µs per request (goal <= 1 ms); inserts run in batches after the answer`,
    );
    started = performance.now();
    await recorder.flush();
    console.log(`writing those ${CALLS} rows in batches took ${((performance.now() - started) / 1000).toFixed(1)} s off the request path`);
  } finally {
    await conn.close();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
