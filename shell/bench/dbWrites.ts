// `pnpm bench:db [--articles=N] [--runs=R]`: on the generated database of N articles (.data/bench-N, or
// .data/bench-N-pg with DATABASE=postgres; made by the other benches or `pnpm kb generate`), times the
// database's side of an admin write, with the site stopped: an article's `updateOne` by `_id` (what a
// publish writes into its article), a find by `_id` and by an indexed field (slug), R of each. Prints p50/p95.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchDataDir } from './startSite';
import { databaseOptions, openDatabase } from '../../api/src/db/openDatabase';
import { loadEnv } from '../../api/src/env';
import { percentile } from '../../api/bench/percentile';

const { values } = parseArgs({ options: { articles: { type: 'string', default: '10000' }, runs: { type: 'string', default: '50' } } });
const dataDir = benchDataDir({ articles: Number(values.articles) });
if (!existsSync(dataDir)) {
  console.error(`no database in ${dataDir}: run pnpm bench:startup --articles=${values.articles} (or bench:admin) first`);
  process.exit(1);
}
const env = loadEnv({ ...process.env, DATA_DIR: dataDir });
const { models, close } = await openDatabase({ ...databaseOptions(env), log: () => {} });
try {
  const articles = await models.Article.find({}, { _id: 1, slug: 1 }).limit(2000).lean();
  const picks = Array.from({ length: Number(values.runs) }, (_, i) => articles[(i * 37) % articles.length]!);
  const timed = async (run: (article: (typeof picks)[number]) => Promise<unknown>) => {
    const ms: number[] = [];
    for (const article of picks) {
      const started = performance.now();
      await run(article);
      ms.push(performance.now() - started);
    }
    return `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`;
  };
  console.log(`${values.articles} articles on ${env.DATABASE === 'postgres' ? 'FerretDB on PostgreSQL' : 'FerretDB on SQLite'}, ${picks.length} runs each:`);
  console.log(`  updateOne by _id      ${await timed((a) => models.Article.updateOne({ _id: a._id }, { $set: { updatedAt: new Date() } }))}`);
  console.log(`  findOne by _id        ${await timed((a) => models.Article.findById(a._id).lean())}`);
  console.log(`  findOne by slug       ${await timed((a) => models.Article.findOne({ slug: a.slug }).lean())}`);
} finally {
  await close();
}
