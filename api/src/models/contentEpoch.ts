import type { Models } from './index';
import type { ContentEpochDoc } from './types';

/** Appends a new content epoch (an insert): read-model snapshots of earlier content stop matching. */
export async function startEpoch(models: Models): Promise<string> {
  const epoch = await models.ContentEpoch.create({ at: new Date() });
  return epoch._id;
}

/** The latest content epoch; a database used for the first time gets its first one. */
export async function currentEpoch(models: Models): Promise<string> {
  const [latest] = await models.ContentEpoch.find().sort({ at: -1, _id: -1 }).limit(1).lean<ContentEpochDoc[]>();
  return latest?._id ?? startEpoch(models);
}

/**
 * Removes all content (articles, categories, revisions) without the event log seeing it: a new
 * epoch is started first, and the caller starts another when the new content is in.
 */
export async function clearContent(models: Models): Promise<void> {
  await startEpoch(models);
  await Promise.all([
    models.Article.deleteMany({}),
    models.Category.deleteMany({}),
    models.Revision.deleteMany({}),
    models.RevisionSlot.deleteMany({}),
    models.Version.deleteMany({}),
    models.VersionArticle.deleteMany({}),
  ]);
}
