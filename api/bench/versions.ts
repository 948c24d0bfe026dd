/**
 * `pnpm bench:versions [--articles=N]`: on a fresh embedded database with N generated articles (default 10,000),
 * times "Create version" (a fork of every article) and measures what it adds to the read model's memory (heap +
 * external, after a full GC): right after the fork, once the fork's tree, sidebar and a search have been used,
 * and with one article in 20 edited in the fork. Then the start-up read of the versions.
 */
import { Leases } from '../src/db/lease';
import { ReadModel } from '../src/readModel/readModel';
import { loadVersions } from '../src/readModel/versionRows';
import { EDITED_EVERY } from '../src/seeding/generateVersions';
import { createVersion } from '../src/versions/createVersion';
import { publishInVersion } from '../src/versions/versionEditing';
import { KeyedQueue } from '../src/db/keyedQueue';
import { processArticleHtml } from '../src/content/pipeline';
import { rowOf } from '../src/readModel/versionRows';
import { insertRevision } from '../src/commands/revisionSlots';
import { runBench, withGeneratedDatabase } from './generatedDatabase';

/** Publishes timed through the command; the other edits are placed in memory. */
const PUBLISHES = 20;

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Heap + external after full GCs, repeated (yielding between) until two readings agree within 256 KB. */
async function memory(): Promise<number> {
  if (!global.gc) throw new Error('Run with node --expose-gc (pnpm bench:versions does)');
  let last = Infinity;
  for (let round = 0; round < 20; round += 1) {
    global.gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { heapUsed, external } = process.memoryUsage();
    if (Math.abs(heapUsed + external - last) < 256 * 1024) return heapUsed + external;
    last = heapUsed + external;
  }
  return last;
}

async function main(): Promise<void> {
  const articles = arg('articles', 10_000);
  await withGeneratedDatabase('versions', articles, async (models, conn) => {
    const readModel = new ReadModel();
    await readModel.load(models);
    const actor = { personId: null, adminName: 'Bench' };
    // What any instance has made by then (jsdom for the pipeline, the main line's tree and a search), so the
    // figures below are the fork's alone.
    processArticleHtml('<p>warm-up</p>');
    readModel.sidebar();
    readModel.search('camera tracking');
    const base = await memory();
    console.log(`Read model (main line, ${readModel.stats().articles} articles): ${mb(base)} heap + external`);

    const started = performance.now();
    await createVersion({ models, readModel, leases: new Leases(conn) }, { name: '1.0', status: 'deprecated', mainLineName: '2.0' }, actor);
    const forkMs = performance.now() - started;
    const forked = await memory();
    const fork = readModel.edition('1.0');
    fork.sidebar();
    fork.stats();
    fork.search('camera tracking');
    const used = await memory();
    const metas = readModel.articleMetas();
    const editor = { models, readModel, articleWrites: new KeyedQueue() };
    const versionId = readModel.versions.byName('1.0')!._id;
    const toEdit: string[] = [];
    // A few publishes through the API's command (timed), the rest of one article in EDITED_EVERY placed in
    // memory as a publish places them (the memory is the same; the database writes are not the point here).
    const publishMs: number[] = [];
    metas.forEach((meta, i) => {
      if (i % EDITED_EVERY === 0) toEdit.push(meta._id);
    });
    for (const id of toEdit.slice(0, PUBLISHES)) {
      const article = readModel.articleDoc(id)!;
      const revision = await insertRevision(models, {
        articleId: id,
        content: `${article.content}<p>Release 1.0 differs here.</p>`,
        adminName: 'Bench',
        createdAt: new Date(),
        isPublished: false,
        versionId,
      });
      const one = performance.now();
      await publishInVersion(editor, revision, article, versionId, actor);
      publishMs.push(performance.now() - one);
    }
    for (const id of toEdit.slice(PUBLISHES)) {
      const article = readModel.articleDoc(id)!;
      const edited = { ...article, ...processArticleHtml(`${article.content}<p>Release 1.0 differs here.</p>`) };
      readModel.versions.putRow(rowOf(edited, versionId, true), false);
    }
    const edited = await memory();
    const pct = (bytes: number) => `${((100 * (bytes - base)) / base).toFixed(1)} %`;
    console.log(`Create version (fork of ${metas.length} articles): ${(forkMs / 1000).toFixed(2)} s (budget 10 s)`);
    console.log(
      `Memory added by the fork: ${mb(forked - base)} (${pct(forked)}); after its tree, sidebar and a search: ${mb(used - base)} (${pct(used)}) (budget 10 %)`,
    );
    publishMs.sort((a, b) => a - b);
    console.log(
      `Publish in the fork: p50 ${publishMs[Math.floor(publishMs.length / 2)]!.toFixed(0)} ms, max ${publishMs.at(-1)!.toFixed(0)} ms (${PUBLISHES} publishes)`,
    );
    console.log(
      `With ${toEdit.length} articles edited in the fork: ${mb(edited - base)} (${pct(edited)}), ${((edited - used) / toEdit.length / 1024).toFixed(1)} KB an edited article`,
    );
    const loadStarted = performance.now();
    await loadVersions(models, readModel);
    console.log(`Reading the versions at start-up: ${((performance.now() - loadStarted) / 1000).toFixed(2)} s`);
  });
}

runBench(main);
