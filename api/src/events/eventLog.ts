import { trusted } from 'mongoose';
import { isDuplicateKey } from '../db/duplicateKey';
import type { AuditEntryDoc, Models } from '../models';

/**
 * The event log is numbered: each event's `_id` is its place, written as a UUID whose last twelve hex digits are the
 * place (`00000000-0000-4000-8000-00000000002a` is the 42nd). Every event is kept in `audit_log` (the audit log, for
 * good) and, for a day, in `event_feed`, which the instances follow one place at a time (events/eventFeed). The
 * window exists because FerretDB 1.24 on SQLite finds a document by `_id` with `json_each`, which no index serves: a
 * read of one event scans the collection it is in (decision 0197 has the figures), so the followers read a day's
 * events, not all of them. A place is taken by inserting into the window (its unique `_id`), so two instances never
 * take the same one. Entries written before the numbering keep their random ids and are outside the sequence.
 */
export const EVENT_ID_PREFIX = '00000000-0000-4000-8000-';
export const eventId = (place: number) => `${EVENT_ID_PREFIX}${place.toString(16).padStart(12, '0')}`;
export const placeOf = (id: string) => parseInt(id.slice(EVENT_ID_PREFIX.length), 16);

type EventModels = Pick<Models, 'AuditEntry' | 'EventFeedEntry'>;

/** The event at a place while the window holds it, or null. */
export const readEvent = (models: EventModels, place: number) => models.EventFeedEntry.findById(eventId(place)).lean<AuditEntryDoc>();

/** The last place taken (0 before the first event): the newest in the window, which keeps the last event however old. */
export async function findLastPlace(models: EventModels): Promise<number> {
  const ids = await models.EventFeedEntry.find({ _id: trusted({ $regex: `^${EVENT_ID_PREFIX}` }) }, { _id: 1 }).lean<{ _id: string }[]>();
  return ids.reduce((last, { _id }) => Math.max(last, placeOf(_id)), 0);
}

/** What this instance knows of each log's end: the last place it took or saw taken. */
const ends = new WeakMap<object, { last: number; found: Promise<void> }>();

function endOf(models: EventModels) {
  let end = ends.get(models.EventFeedEntry);
  if (!end) {
    const known = { last: 0, found: Promise.resolve() };
    known.found = findLastPlace(models).then(
      (last) => void (known.last = Math.max(known.last, last)),
      (error: unknown) => {
        ends.delete(models.EventFeedEntry);
        throw error;
      },
    );
    ends.set(models.EventFeedEntry, known);
    end = known;
  }
  return end;
}

/** The follower saw the log reach `place`: this instance's next event goes after it (fewer places found taken). */
export function logReaches(models: EventModels, place: number): void {
  const end = ends.get(models.EventFeedEntry);
  if (end) end.last = Math.max(end.last, place);
}

/**
 * Appends an event at the next free place: inserted into the window first (which takes the place: a place found taken
 * by another instance's event is passed, and the next one tried), then into the audit log by the same id.
 */
export async function appendEvent(models: EventModels, doc: Omit<AuditEntryDoc, '_id'>): Promise<AuditEntryDoc> {
  const end = endOf(models);
  await end.found;
  for (;;) {
    const event = { ...doc, _id: eventId(++end.last) };
    try {
      await models.EventFeedEntry.create(event);
    } catch (error) {
      if (isDuplicateKey(error)) continue;
      throw error;
    }
    return (await models.AuditEntry.create(event)).toObject<AuditEntryDoc>();
  }
}

/** How long the window keeps an event; a read-model snapshot older than this, less an hour, is not restored. */
const WINDOW_MS = 24 * 60 * 60_000;
export const SNAPSHOT_USABLE_MS = WINDOW_MS - 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The window's pruning, called on each poll: deletes the events older than a day, all but the last (it tells where
 * the log ends), at its first call and then at most once an hour (several instances pruning at once delete the same
 * events: harmless). Answers how many it deleted.
 */
export function windowPruner(models: EventModels): (now?: number) => Promise<number> {
  let prunedAt = -Infinity;
  return async (now = Date.now()) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return 0;
    prunedAt = now;
    const last = await findLastPlace(models);
    const { deletedCount } = await models.EventFeedEntry.deleteMany({
      createdAt: trusted({ $lt: new Date(now - WINDOW_MS) }),
      _id: trusted({ $ne: eventId(last) }),
    });
    return deletedCount;
  };
}
