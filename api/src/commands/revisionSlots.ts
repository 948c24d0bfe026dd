import { randomUUID } from 'node:crypto';
import { isDuplicateKey } from '../db/duplicateKey';
import type { Models, RevisionDoc, RevisionSlotDoc } from '../models';

const slotId = (articleId: string, n: number) => `${articleId}/${n}`;
const readSlot = (models: Models, articleId: string, n: number) => models.RevisionSlot.findById(slotId(articleId, n)).lean<RevisionSlotDoc>().exec();

type Dated = { _id: string; createdAt: Date };

/** Newest first, as Revision History lists revisions: by `createdAt`, then by id. */
const newestFirst = (a: Dated, b: Dated) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a._id < b._id ? 1 : -1);

/** An article's last taken slot (null: none yet) and its number + 1, the next free one (slots leave no gaps). */
export interface SlotTop {
  last: RevisionSlotDoc | null;
  next: number;
}

/** Each article's first free slot as this process last saw it: a guess, checked before it is used. */
const freeSlotGuesses = new Map<string, number>();

/**
 * Where the article's slots end, by lookups by `_id` (indexed on PostgreSQL; on SQLite a lookup scans inside SQLite,
 * where a filter on another field would have FerretDB decode the whole collection): this process's guess and the
 * slot before it, both at once; when the guess is off, in rounds of growing steps, then halving the gap.
 */
export async function slotTop(models: Models, articleId: string): Promise<SlotTop> {
  const guess = freeSlotGuesses.get(articleId) ?? 0;
  const [before, at] = await Promise.all([guess > 0 ? readSlot(models, articleId, guess - 1) : null, readSlot(models, articleId, guess)]);
  // taken: the highest slot known taken (-1: none); free: the lowest known free.
  let taken = { n: -1, slot: null as RevisionSlotDoc | null };
  let free: number | undefined;
  if (at) taken = { n: guess, slot: at };
  else if (before) return { last: before, next: guess };
  else free = guess === 0 ? 0 : undefined;
  for (let step = 1; free === undefined; step *= 2) {
    const slot = await readSlot(models, articleId, taken.n + step);
    if (slot) taken = { n: taken.n + step, slot };
    else free = taken.n + step;
  }
  while (free - taken.n > 1) {
    const middle = Math.floor((taken.n + free) / 2);
    const slot = await readSlot(models, articleId, middle);
    if (slot) taken = { n: middle, slot };
    else free = middle;
  }
  freeSlotGuesses.set(articleId, free);
  return { last: taken.slot, next: free };
}

/**
 * Inserts a revision, after taking the article's next slot for it (after `top`, when the caller has just found it). A
 * slot is an insert of a fixed `_id`, so two writers (in one process or on two instances) never take the same one: the
 * second's insert is refused and it takes the next. The slot keeps the revision's `createdAt`, made later than the
 * slot's before it (by a millisecond when the clocks say otherwise), so that the slots' order is Revision History's and
 * the newest revision is found from the last slot down (`newestRevision`).
 */
export async function insertRevision(models: Models, fields: Omit<RevisionDoc, '_id'>, top?: SlotTop): Promise<RevisionDoc> {
  const _id = randomUUID();
  const { articleId } = fields;
  let { last, next: n } = top ?? (await slotTop(models, articleId));
  const datedAfter = (slot: RevisionSlotDoc | null) =>
    new Date(Math.max(new Date(fields.createdAt).getTime(), slot?.createdAt ? new Date(slot.createdAt).getTime() + 1 : 0));
  for (; ; n += 1) {
    try {
      await models.RevisionSlot.create({ _id: slotId(articleId, n), articleId, revisionId: _id, createdAt: datedAfter(last) });
      break;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      last = await readSlot(models, articleId, n);
    }
  }
  freeSlotGuesses.set(articleId, n + 1);
  return (await models.Revision.create({ ...fields, _id, createdAt: datedAfter(last) })).toObject<RevisionDoc>();
}

/** An article's revisions, newest first, read by `_id` through its slots (never a scan of every revision). */
export async function revisionsOf(models: Models, articleId: string): Promise<RevisionDoc[]> {
  const { next } = await slotTop(models, articleId);
  const slots = await Promise.all(Array.from({ length: next }, (_, n) => readSlot(models, articleId, n)));
  const found = await Promise.all(slots.map((slot) => slot && models.Revision.findById(slot.revisionId).lean<RevisionDoc>()));
  return found.filter((revision): revision is RevisionDoc => !!revision).sort(newestFirst);
}

/** What tells whether a revision is the one looked for (in the main line, not discarded), and its place in the order. */
export type RevisionFacts = Pick<RevisionDoc, '_id' | 'createdAt' | 'versionId' | 'discardedAt'>;

/**
 * The newest revision of the article that `wanted` accepts, in Revision History's order, from the last slot down: the
 * slots that keep a date are in that order, so it reads the revisions one by one until one is accepted (usually the
 * first; the `known` ones, read by the caller, are not read again). Below them, slots from before they kept a date
 * have all their revisions read and sorted.
 */
export async function newestRevision<K extends RevisionFacts = never>(
  models: Models,
  articleId: string,
  wanted: (revision: RevisionFacts) => boolean,
  known: readonly K[] = [],
  top?: SlotTop,
): Promise<RevisionDoc | K | null> {
  const read = async (revisionId: string): Promise<RevisionDoc | K | null> =>
    known.find((revision) => revision._id === revisionId) ?? models.Revision.findById(revisionId).lean<RevisionDoc>().exec();
  let { last: slot, next: n } = top ?? (await slotTop(models, articleId));
  for (; slot?.createdAt; n -= 1) {
    const revision = await read(slot.revisionId);
    if (revision && wanted(revision)) return revision;
    slot = n > 1 ? await readSlot(models, articleId, n - 2) : null;
  }
  if (!slot) return null;
  const older = await Promise.all(Array.from({ length: n - 1 }, (_, m) => readSlot(models, articleId, m)));
  const revisions = (await Promise.all([...older, slot].map((undated) => undated && read(undated.revisionId)))) as (RevisionDoc | K | null)[];
  return (
    revisions
      .filter((revision): revision is RevisionDoc | K => !!revision)
      .sort(newestFirst)
      .find(wanted) ?? null
  );
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
    .lean<Pick<RevisionDoc, '_id' | 'articleId'>[]>();
  const next = new Map<string, number>();
  const rows = revisions.map(({ _id, articleId }) => {
    const n = next.get(articleId) ?? 0;
    next.set(articleId, n + 1);
    return { _id: slotId(articleId, n), articleId, revisionId: _id };
  });
  await models.RevisionSlot.insertMany(rows, { ordered: false }).catch((error: unknown) => {
    if (!isDuplicateKey(error)) throw error;
  });
  return rows.length;
}
