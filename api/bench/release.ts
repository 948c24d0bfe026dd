/**
 * `pnpm bench:release [--articles=N] [--changed=K]`: on a fresh embedded database with N generated articles
 * (default 10,000), forks the main line as "next", edits K of its articles there (default 100, published through
 * the publish command) and takes one in ten of those off it, then times "Make current" of "next" (keeping the
 * main line as it was, publishing the fork's articles onto it, renaming), checks what readers then get, and times
 * a few ordinary publishes on the main line for comparison.
 */
import { KeyedQueue } from '../src/db/keyedQueue';
import { Leases } from '../src/db/lease';
import { ReadModel } from '../src/readModel/readModel';
import { setOnSite } from '../src/commands/authorArticle';
import { publishRevision } from '../src/commands/publishRevision';
import { saveRevision } from '../src/commands/saveRevision';
import { createVersion } from '../src/versions/createVersion';
import { makeCurrent, type ReleaseWriter } from '../src/versions/makeCurrent';
import { runBench, withGeneratedDatabase } from './generatedDatabase';

/** Ordinary main-line publishes timed after the release, for comparison. */
const COMPARED_PUBLISHES = 10;

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const articles = arg('articles', 10_000);
  const changed = arg('changed', 100);
  await withGeneratedDatabase('release', articles, async (models, conn) => {
    const readModel = new ReadModel();
    await readModel.load(models);
    const actor = { personId: null, adminName: 'Bench' };
    const leases = new Leases(conn);
    const writer: ReleaseWriter = {
      models,
      readModel,
      leases,
      releases: leases,
      articleWrites: new KeyedQueue(),
      slugWrites: new KeyedQueue(),
      treeWrites: new KeyedQueue(),
    };
    const fork = await createVersion(writer, { name: 'next', status: 'beta', mainLineName: 'now' }, actor);
    const metas = readModel.articleMetas();
    const step = Math.floor(metas.length / changed);
    const edited = metas.filter((_, i) => i % step === 0).slice(0, changed);
    const prepared = performance.now();
    for (const [i, meta] of edited.entries()) {
      if (i % 10 === 9) await setOnSite(writer, meta._id, false, actor, 'next');
      else {
        const revision = await saveRevision(writer, meta._id, `<p>Release next of ${meta.slug}.</p>`, actor, fork._id);
        await publishRevision(writer, revision._id, actor, 'next');
      }
    }
    console.log(`Edited ${edited.length} articles in the fork (${edited.length / 10} taken off it): ${seconds(performance.now() - prepared)}`);

    const started = performance.now();
    const made = await makeCurrent(writer, 'next', actor);
    const releaseMs = performance.now() - started;
    console.log(`Make current of "next" over ${metas.length} articles: ${seconds(releaseMs)} (${made.published} published, ${made.unpublished} taken off)`);
    const first = edited[0]!;
    const check = readModel.edition().slugState(first.slug);
    const kept = readModel.edition('now').slugState(first.slug);
    if (check?.kind !== 'live' || !check.article.content.includes('Release next') || kept?.kind !== 'live' || kept.article.content.includes('Release next'))
      throw new Error('the release did not show the fork at the default URLs');
    console.log(
      `Readers now: ${readModel.versions
        .publicList()
        .map((v) => `${v.name} (${v.status})`)
        .join(', ')}`,
    );
    // For comparison: ordinary publishes on the main line (a release is one per changed article, plus the kept copy).
    const publishMs: number[] = [];
    for (const meta of readModel.articleMetas().slice(0, COMPARED_PUBLISHES)) {
      const revision = await saveRevision(writer, meta._id, `<p>A fix to ${meta.slug}.</p>`, actor);
      const one = performance.now();
      await publishRevision(writer, revision._id, actor);
      publishMs.push(performance.now() - one);
    }
    publishMs.sort((a, b) => a - b);
    console.log(
      `An ordinary publish on the main line then: p50 ${publishMs[Math.floor(publishMs.length / 2)]!.toFixed(0)} ms (${COMPARED_PUBLISHES} publishes)`,
    );
  });
}

runBench(main);
