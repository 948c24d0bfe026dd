import { randomUUID } from 'node:crypto';
import { isDuplicateKey } from '../db/duplicateKey';
import type { Models, RevisionDoc, RevisionSlotDoc } from '../models';

const slotId = (articleId: string, n: number) => `${articleId}/${n}`;

/**
 * The article's slots in order: lookups by `_id` in rounds of 1, 2, 4… until the first free one (slots leave
 * no gaps). A lookup of a free slot reads the whole (small) slots collection on FerretDB, so an article
 * without revisions costs one.
 */
async function slotsOf(models: Models, articleId: string): Promise<RevisionSlotDoc[]> {
  const slots: RevisionSlotDoc[] = [];
  for (let size = 1; ; size *= 2) {
    const from = slots.length;
    const round = await Promise.all(Array.from({ length: size }, (_, i) => models.RevisionSlot.findById(slotId(articleId, from + i)).lean<RevisionSlotDoc>()));
    const free = round.findIndex((slot) => slot === null);
    slots.push(...(round.slice(0, free === -1 ? size : free) as RevisionSlotDoc[]));
    if (free !== -1) return slots;
  }
}

/** Each article's first free slot as this process last saw it: a guess, checked before it is used. */
const freeSlotGuesses = new Map<string, number>();

/**
 * Where to try the article's next slot: the guess when the slot before it is taken (slots leave no gaps, so
 * every slot below it is taken too, and a taken one is found without reading the others), else the first
 * free one found by looking.
 */
async function firstFreeSlot(models: Models, articleId: string): Promise<number> {
  const guess = freeSlotGuesses.get(articleId);
  if (guess && (await models.RevisionSlot.findById(slotId(articleId, guess - 1)).lean<RevisionSlotDoc>())) return guess;
  return (await slotsOf(models, articleId)).length;
}

/**
 * Inserts a revision, after taking the article's next slot for it. A slot is an insert of a fixed `_id`, so
 * two writers (in one process or on two instances) never take the same one: the second's insert is refused
 * and it takes the next. A slot whose revision was never written (a failure in between) is skipped when read.
 */
export async function insertRevision(models: Models, fields: Omit<RevisionDoc, '_id'>): Promise<RevisionDoc> {
  const _id = randomUUID();
  for (let n = await firstFreeSlot(models, fields.articleId); ; n += 1) {
    try {
      await models.RevisionSlot.create({ _id: slotId(fields.articleId, n), articleId: fields.articleId, revisionId: _id });
      freeSlotGuesses.set(fields.articleId, n + 1);
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
  return found
    .filter((revision): revision is RevisionDoc => revision !== null)
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || (a._id < b._id ? 1 : -1));
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
