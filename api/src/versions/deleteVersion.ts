import type { Actor } from '@kb/contracts';
import { Conflict } from '../errors';
import type { Models, VersionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { MAIN_LINE_ID, versionNotFound } from '../readModel/versionSet';
import { recordAudit } from '../commands/recordAudit';
import { recordArticleChange } from '../commands/recordChange';
import { versionChange, type VersionWriter } from './createVersion';

/**
 * Takes a fork away: its document first (the commit point: its URLs are 404 from then on), then its rows, here
 * its overlay and its entries in the main index, and on other instances the same through the event log
 * (`version:<id>` for a version that no longer exists). Revisions saved in it stay in the database, in no
 * version's history.
 */
export async function removeFork(models: Models, readModel: ReadModel, fork: VersionDoc): Promise<void> {
  await models.Version.deleteOne({ _id: fork._id });
  await models.VersionArticle.deleteMany({ versionId: fork._id });
  readModel.versions.removeFork(fork._id);
  await recordArticleChange(models, versionChange(fork._id), readModel);
}

/** The fork a name gives, for an action the main line never takes (409 for it, 404 for no such version). */
export async function forkNamed(models: Models, name: string, refusal: (mainLine: string) => string): Promise<VersionDoc> {
  const found = await models.Version.findOne({ name }).lean<VersionDoc>();
  if (!found) throw versionNotFound(name);
  if (found._id === MAIN_LINE_ID) throw Conflict(refusal(found.name));
  return found;
}

/** "Delete": a fork only; the main line holds the current version's articles. Audited with what went. */
export async function deleteVersion(writer: VersionWriter, name: string, actor: Actor): Promise<void> {
  const { models, readModel, leases } = writer;
  const found = await forkNamed(models, name, (mainLine) => `'${mainLine}' is the main line, the current version: it cannot be deleted`);
  await leases.hold(`version-doc:${found._id}`, async () => {
    const fork = await models.Version.findById(found._id).lean<VersionDoc>();
    if (!fork) throw versionNotFound(name);
    const overlay = readModel.versions.overlay(fork._id);
    await removeFork(models, readModel, fork);
    await recordAudit(models, actor, 'version.delete', `version:${fork._id} name:${fork.name} articles:${overlay?.size ?? 0} changed:${overlay?.changed ?? 0}`);
  });
}
