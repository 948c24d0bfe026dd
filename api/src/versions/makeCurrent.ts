import type { Actor, MadeCurrent } from '@kb/contracts';
import type { Leases, LeaseTimes } from '../db/lease';
import { Conflict } from '../errors';
import type { VersionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import type { VersionOverlay } from '../readModel/versionOverlay';
import { MAIN_LINE_ID } from '../readModel/versionSet';
import { setOnSite } from '../commands/authorArticle';
import { publishRevision, type RevisionWriter } from '../commands/publishRevision';
import { recordAudit } from '../commands/recordAudit';
import { saveRevision } from '../commands/saveRevision';
import { createVersion, type VersionWriter } from './createVersion';
import { forkNamed, removeFork } from './deleteVersion';
import { setVersion } from './updateVersion';

/**
 * The release's lease: it is held for the whole release (a minute or more at 10,000 articles), and leases are not
 * renewed, so it lives an hour (a release stopped half-way blocks the next one that long) rather than 30 s.
 */
export const RELEASE_LEASE_TIMES: LeaseTimes = { ttlMs: 60 * 60_000, waitMs: 10_000 };

export type ReleaseWriter = VersionWriter & RevisionWriter & { releases: Leases };

/** What the main line does to show what a fork shows: revisions to publish (or content to save first), articles to take off. */
interface ReleasePlan {
  publish: { articleId: string; revisionId: string | null; content: string }[];
  unpublish: string[];
}

/**
 * Compares the fork with the main line article by article. An article the fork shows as the main line does is
 * left alone; one it shows otherwise (edited in it, or kept as it was while the main line moved on) has its
 * revision published; one it took off or never held is taken off. Settings stay the main line's: a fork has
 * no settings of its own to give (docs/decisions/0184-version-actions.md).
 */
function releasePlan(readModel: ReadModel, overlay: VersionOverlay): ReleasePlan {
  const plan: ReleasePlan = { publish: [], unpublish: [] };
  const held = new Set(overlay.articleIds());
  for (const id of held) {
    if (overlay.isShared(id)) continue;
    const row = overlay.row(id)!;
    const live = readModel.articleDoc(id);
    if (row.status !== 'published') {
      if (live) plan.unpublish.push(id);
    } else if (!live || live.publishedRevisionId !== row.revisionId || row.revisionId === null) {
      plan.publish.push({ articleId: id, revisionId: row.revisionId, content: overlay.articleDoc(id)!.content });
    }
  }
  for (const meta of readModel.articleMetas()) if (!held.has(meta._id)) plan.unpublish.push(meta._id);
  return plan;
}

/**
 * The main line made to show what the fork shows, while nothing can be saved or published into the fork (it is
 * read-only as an archived version is; a failure gives it its status back). The kept copy is made first and stays
 * on failure: it holds the release before, whatever was already published onto the main line.
 */
async function publishFork(writer: ReleaseWriter, fork: VersionDoc, mainLine: VersionDoc, actor: Actor): Promise<{ kept: VersionDoc; plan: ReleasePlan }> {
  const { models, readModel } = writer;
  const frozen = await setVersion(models, readModel, fork, { status: 'archived' });
  try {
    const kept = await createVersion(writer, { name: `kept-${crypto.randomUUID().slice(0, 8)}`, status: 'deprecated' }, actor);
    const plan = releasePlan(readModel, readModel.versions.overlay(fork._id)!);
    for (const item of plan.publish) await publishOnMainLine(writer, mainLine.name, item, actor);
    for (const id of plan.unpublish) await setOnSite(writer, id, false, actor);
    await models.Revision.updateMany({ versionId: fork._id }, { $set: { versionId: null } });
    return { kept, plan };
  } catch (error) {
    await setVersion(models, readModel, frozen, { status: fork.status });
    throw error;
  }
}

async function publishOnMainLine(writer: ReleaseWriter, mainLine: string, item: ReleasePlan['publish'][number], actor: Actor): Promise<void> {
  const revisionId = item.revisionId ?? (await saveRevision(writer, item.articleId, item.content, actor))._id;
  await publishRevision(writer, revisionId, actor, mainLine);
}

/**
 * "Make current": the release of a fork. Readers at the default URLs then get what the fork showed; the main line
 * as it was stays readable as a deprecated version under its own name. The main line keeps being the storage of
 * the current version, so it is done with the usual writes: the main line is first forked as it is (under a
 * temporary name), then each article the fork shows otherwise is published onto it and each one it does not hold
 * taken off (so forks, search, the sitemap, feeds, `llms.txt` and MCP follow as on any publish), the fork's
 * revisions join the main line's history, the fork goes, and the names move: the main line takes the fork's, the
 * kept copy the main line's. One release at a time on every instance (a lease).
 */
export async function makeCurrent(writer: ReleaseWriter, name: string, actor: Actor): Promise<MadeCurrent> {
  const { models, readModel, releases } = writer;
  return releases.hold('versions:release', async () => {
    const fork = await forkNamed(models, name, (mainLine) => `'${mainLine}' is already the current version`);
    if (fork.status === 'archived') throw Conflict(`Version '${fork.name}' is archived: give it another status before making it current`);
    const mainLine = (await models.Version.findById(MAIN_LINE_ID).lean<VersionDoc>())!;
    const { kept, plan } = await publishFork(writer, fork, mainLine, actor);
    await removeFork(models, readModel, fork);
    await setVersion(models, readModel, mainLine, { name: fork.name });
    await setVersion(models, readModel, kept, { name: mainLine.name });
    const made: MadeCurrent = { current: fork.name, kept: mainLine.name, published: plan.publish.length, unpublished: plan.unpublish.length };
    await recordAudit(
      models,
      actor,
      'version.release',
      `version:${fork._id} name:${fork.name} kept:${mainLine.name} published:${made.published} unpublished:${made.unpublished}`,
    );
    return made;
  });
}
