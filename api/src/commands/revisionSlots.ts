import { randomUUID } from 'node:crypto';
import { isDuplicateKey } from '../db/duplicateKey';
import type { Models, RevisionDoc, RevisionSlotDoc } from '../models';

const slotId = (articleId: string, n: number) => `${articleId}/${n}`;
const slotNumber = (slot: RevisionSlotDoc) => Number(slot._id.slice(slot._id.lastIndexOf('/') + 1));

type Dated = { _id: string; createdAt: Date };

/** Newest first, as Revision History lists revisions: by `createdAt`, then by id. */
const newestFirst = (a: Dated, b: Dated) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a._id < b._id ? 1 : -1);

/**
 * An article's slots, in one query by `articleId` (on PostgreSQL through its GIN index; on SQLite FerretDB reads the
 * slots collection, whose rows are small). A slot whose revision was never written (a failure in between) or was
 * deleted is skipped where its revision is read.
 */
export const slotsOf = (models: Models, articleId: string): Promise<RevisionSlotDoc[]> =>
  models.RevisionSlot.find({ articleId }).lean<RevisionSlotDoc[]>().exec();

/**
 * Inserts a revision, after taking the article's next slot for it (after `slots`, the article's slots when the caller
 * has just read them, else read here). A slot is an insert of a fixed `_id`, so two writers (in one process or on two
 * instances) never take the same one: the second's insert is refused and it takes the next. The slot keeps the
 * revision's `createdAt`, so that the newest revision is found without reading the others (`newestRevision`).
 */
export async function insertRevision(models: Models, fields: Omit<RevisionDoc, '_id'>, slots?: readonly RevisionSlotDoc[]): Promise<RevisionDoc> {
  const _id = randomUUID();
  const { articleId, createdAt } = fields;
  const taken = slots ?? (await slotsOf(models, articleId));
  for (let n = taken.reduce((next, slot) => Math.max(next, slotNumber(slot) + 1), 0); ; n += 1) {
    try {
      await models.RevisionSlot.create({ _id: slotId(articleId, n), articleId, revisionId: _id, createdAt });
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return (await models.Revision.create({ _id, ...fields })).toObject<RevisionDoc>();
}

/** An article's revisions, newest first, read by `_id` through its slots (never a scan of every revision). */
export async function revisionsOf(models: Models, articleId: string): Promise<RevisionDoc[]> {
  const slots = await slotsOf(models, articleId);
  const found = await Promise.all(slots.map((slot) => models.Revision.findById(slot.revisionId).lean<RevisionDoc>()));
  return found.filter((revision): revision is RevisionDoc => revision !== null).sort(newestFirst);
}

/**
 * Gives slots from before they kept their revision's `createdAt` that date, once read (each is written once: two
 * instances writing one write the same value).
 */
async function dateSlots(models: Models, slots: readonly RevisionSlotDoc[], dateOf: (slot: RevisionSlotDoc) => Date | undefined): Promise<void> {
  await Promise.all(
    slots.map((slot) => {
      const createdAt = dateOf(slot);
      return createdAt && models.RevisionSlot.updateOne({ _id: slot._id }, { $set: { createdAt } });
    }),
  );
}

/** What tells whether a revision is the one looked for (in the main line, not discarded), and its place in the order. */
export type RevisionFacts = Pick<RevisionDoc, '_id' | 'createdAt' | 'versionId' | 'discardedAt'>;

/**
 * The newest revision among the article's `slots` that `wanted` accepts, in Revision History's order, reading as few
 * revisions as it can: the slots' `createdAt` give the order (a slot from before they kept it has its revision read
 * for it, and is dated then), then the revisions are read newest first, 1, then 2, then 4… at a time, until one is accepted; the
 * `known` ones (read by the caller) are not read again. Usually that is one read, or none.
 */
export async function newestRevision<K extends RevisionFacts = never>(
  models: Models,
  slots: readonly RevisionSlotDoc[],
  wanted: (revision: RevisionFacts) => boolean,
  known: readonly K[] = [],
): Promise<RevisionDoc | K | null> {
  const read = new Map<string, RevisionDoc | K | null>(known.map((revision) => [revision._id, revision]));
  const readAll = async (ids: readonly string[]) => {
    const missing = ids.filter((id) => !read.has(id));
    const found = await Promise.all(missing.map((id) => models.Revision.findById(id).lean<RevisionDoc>()));
    missing.forEach((id, i) => read.set(id, found[i] ?? null));
  };
  const undated = slots.filter((slot) => !slot.createdAt);
  await readAll(undated.map((slot) => slot.revisionId));
  await dateSlots(models, undated, (slot) => read.get(slot.revisionId)?.createdAt);
  const order = slots
    .map((slot) => ({ _id: slot.revisionId, createdAt: slot.createdAt ?? read.get(slot.revisionId)?.createdAt }))
    .filter((entry): entry is Dated => entry.createdAt !== undefined)
    .sort(newestFirst);
  for (let at = 0, size = 1; at < order.length; at += size, size *= 2) {
    const ids = order.slice(at, at + size).map((entry) => entry._id);
    await readAll(ids);
    const accepted = ids.map((id) => read.get(id)).find((revision) => revision && wanted(revision));
    if (accepted) return accepted;
  }
  return null;
}

/**
 * Gives the revisions of a database from before slots their slots (once: when there are revisions and no
 * slots), oldest first per article. Runs at start-up, before the instance answers; an instance that starts
 * at the same time inserts the same rows, and the second insert of each is refused.
 */
export async function slotOldRevisions(models: Models): Promise<number> {
  if ((await models.RevisionSlot.exists({})) || !(await models.Revision.exists({}))) return 0;
  const revisions = await models.Revision.find({}, { articleId: 1, createdAt: 1 })
    .sort({ createdAt: 1, _id: 1 })
    .lean<Pick<RevisionDoc, '_id' | 'articleId' | 'createdAt'>[]>();
  const next = new Map<string, number>();
  const rows = revisions.map(({ _id, articleId, createdAt }) => {
    const n = next.get(articleId) ?? 0;
    next.set(articleId, n + 1);
    return { _id: slotId(articleId, n), articleId, revisionId: _id, createdAt };
  });
  await models.RevisionSlot.insertMany(rows, { ordered: false }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  return rows.length;
}
