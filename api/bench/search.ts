import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';
import { LIMITS } from '@kb/contracts';
import { SearchIndex, type SearchDoc } from '../src/search/searchIndex';
import { percentile } from './percentile';
import { generateCorpus } from '../src/seeding/corpus';
import { GENERATED_LANGUAGES } from '../src/seeding/generatedLanguages';
import { editionSearches } from './editionsSearch';
import { corpusDocs } from './corpus';
import { judgedQueries } from './qualityMeasures';

/**
 * `pnpm bench:search [--compare] [--editions] [--real=<rounds>]`: first a real site of long pages (benchRealSite;
 * `--real=0` skips it), then builds the index over 10,000, 50,000 and 100,000 generated articles and
 * prints build time, heap and query latency (p50/p95/p99, excerpts included) over a fixed query mix.
 * `--compare` also runs MiniSearch with its default options on 10,000 articles, for reference.
 * `--editions` measures instead each edition of `kb generate --versions 2 --languages 5` (see editionsSearch): the
 * default one, the old version, and German, French, Spanish and Japanese with their own analysis.
 */
export const QUERY_MIX = [
  'camera',
  'lens',
  'tracking',
  'render',
  'license',
  'genlock',
  'latency',
  'keying',
  'timecode',
  'calibration',
  'lens calibration',
  'genlock timecode',
  'render node',
  'floating license server',
  'frame drops',
  'how do I set up genlock',
  'reduce render latency on the engine',
  'optical tracking system markers',
  'chroma key spill suppression edge',
  'usd scene import materials textures lighting',
  'calibraton',
  'trackng',
  'genlok',
  'latancy',
  'licence',
  'distorsion',
  'calib',
  'sync',
  'rend',
  'opt',
  'mult',
  'scen',
  'Caméra',
  'LENS',
  'Genlock And Timecode',
  'firewall ports',
  'error code',
  'gpu',
  'zzqxv',
  'tri-level sync',
];

/** The search palette asks for its 8 results (`/api/search?limit=8`). */
const PALETTE_LIMIT = 8;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Milliseconds of CPU this process used: on a shared machine it shows the work itself, not the wait. */
export const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function measure(search: (q: string) => unknown, rounds: number, queries: readonly string[] = QUERY_MIX) {
  for (const q of queries) search(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const q of queries) {
      const started = performance.now();
      const startedCpu = cpuMs();
      search(q);
      cpu.push(cpuMs() - startedCpu);
      wall.push(performance.now() - started);
    }
  }
  const stats = (times: number[]) => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  };
  return { wall: stats(wall), cpu: stats(cpu), samples: wall.length };
}

function report(label: string, build: { wall: number; cpu: number }, heapBytes: number, stats: ReturnType<typeof measure>) {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const line = (kind: 'wall' | 'cpu') => `p50 ${ms(stats[kind].p50)}  p95 ${ms(stats[kind].p95)}  p99 ${ms(stats[kind].p99)}`;
  console.log(`${label}: ${stats.samples} queries, heap +${mb(heapBytes)}`);
  console.log(`  wall  build ${(build.wall / 1000).toFixed(2)} s   ${line('wall')}`);
  console.log(`  cpu   build ${(build.cpu / 1000).toFixed(2)} s   ${line('cpu')}`);
}

function timed(build: () => void): { wall: number; cpu: number } {
  const started = performance.now();
  const startedCpu = cpuMs();
  build();
  return { wall: performance.now() - started, cpu: cpuMs() - startedCpu };
}

function benchTuned(docs: SearchDoc[], rounds: number) {
  const before = heap();
  let index = new SearchIndex();
  const build = timed(() => {
    index = SearchIndex.build(docs);
  });
  const heapBytes = heap() - before;
  report(
    `tuned index, ${docs.length} articles`,
    build,
    heapBytes,
    measure((q) => index.search(q, LIMITS.searchResultsMax), rounds),
  );
  report(
    `  the search palette's call (limit ${PALETTE_LIMIT})`,
    build,
    0,
    measure((q) => index.search(q, PALETTE_LIMIT), rounds),
  );
  const extra = generateCorpus(100, 7).map((doc) => ({ ...doc, id: `new-${doc.id}` }));
  const publish = timed(() => extra.forEach((doc) => index.upsert(doc)));
  console.log(`  vocabulary ${index.vocabulary.termCount} terms; publishing one article into it: ${(publish.wall / extra.length).toFixed(2)} ms`);
}

function benchDefaults(docs: SearchDoc[], rounds: number) {
  const before = heap();
  const engine = new MiniSearch({ fields: ['title', 'headings', 'tags', 'keywords', 'categories', 'text'] });
  const flat = docs.map((d) => ({
    ...d,
    headings: d.headings.map((h) => h.title).join('\n'),
    tags: d.tags.join(' '),
    keywords: d.keywords.join(' '),
    categories: d.categories.join(' '),
  }));
  const build = timed(() => engine.addAll(flat));
  const heapBytes = heap() - before;
  const options = { prefix: true, fuzzy: 0.2 };
  report(
    `MiniSearch defaults, ${docs.length} articles`,
    build,
    heapBytes,
    measure((q) => engine.search(q, options).slice(0, 50), Math.max(3, rounds / 5)),
  );
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A real site of long pages (issue 46): the pnpm docs (135 pages, api/bench/data/README.md), searched with its 30 judged
 * queries (keywords, questions, typos, sections) as visitors wrote them, plus the generated mix's short prefixes and typos.
 */
async function benchRealSite(rounds: number) {
  const docs = await corpusDocs(path.join(here, 'data/pnpm-docs'));
  const judged = await judgedQueries(path.join(here, 'data/pnpm-queries.json'), new Set(docs.map((d) => d.slug)));
  const queries = [...judged.map((q) => q.query), 'pnp', 'inst', 'work', 'wrkspace', 'zzqxv'];
  const before = heap();
  let index = new SearchIndex();
  const build = timed(() => {
    index = SearchIndex.build(docs);
  });
  const chars = docs.reduce((sum, d) => sum + d.text.length, 0);
  report(
    `real site: pnpm docs, ${docs.length} pages (${Math.round(chars / docs.length / 1000)}k characters a page), ${queries.length} queries`,
    build,
    heap() - before,
    measure((q) => index.search(q, LIMITS.searchResultsMax), rounds, queries),
  );
  report(
    `  the search palette's call (limit ${PALETTE_LIMIT})`,
    build,
    0,
    measure((q) => index.search(q, PALETTE_LIMIT), rounds, queries),
  );
}

/** `--sizes=10000` runs one size only, `--sizes=` the real site alone; rounds shrink with size to keep the run to a few minutes. */
async function main() {
  if (!globalThis.gc) console.log('(run with node --expose-gc for exact heap figures; `pnpm bench:search` does)');
  const { values: args } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,50000,100000' },
      real: { type: 'string', default: '40' },
      compare: { type: 'boolean', default: false },
      editions: { type: 'boolean', default: false },
    },
  });
  const sizes = args.sizes.split(',').filter(Boolean).map(Number);
  console.log(
    `query mix: ${QUERY_MIX.length} queries; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  if (!args.editions && Number(args.real) > 0) await benchRealSite(Number(args.real));
  for (const count of sizes) {
    const docs = generateCorpus(count);
    const rounds = Math.max(5, Math.round(250_000 / count));
    if (args.editions) {
      for (const edition of editionSearches(docs, QUERY_MIX, GENERATED_LANGUAGES)) {
        report(
          `${edition.name}, ${count} articles`,
          edition.build,
          0,
          measure((q) => edition.search(q, LIMITS.searchResultsMax), rounds, edition.queries),
        );
      }
      continue;
    }
    benchTuned(docs, rounds);
    if (args.compare) benchDefaults(docs, rounds);
  }
}

if (process.argv[1]?.endsWith('search.ts')) await main();
