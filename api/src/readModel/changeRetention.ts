import { trusted, type Model } from 'mongoose';

/**
 * How long change-log entries and translation notes are kept. Every instance reads them by time once a second,
 * and neither FerretDB engine narrows that read with an index (SQLite reads every document; on PostgreSQL the range
 * is not pushed down): at 50,000 entries a poll took 2.4 s on SQLite and 3.6 s on PostgreSQL, so a log that only
 * grew made every instance slower with each publish. Kept a day, it holds a day's publishes.
 */
const CHANGES_KEPT_MS = 24 * 60 * 60_000;
/**
 * A read-model snapshot is restored only when taken less than this long ago: what was published after it must
 * still be in the log (an hour less than the log is kept, for the restore's own reading of it).
 */
export const SNAPSHOT_USABLE_MS = CHANGES_KEPT_MS - 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * A poller's pruning of its log: called on each poll, it deletes the entries older than `CHANGES_KEPT_MS` at its
 * first call and then at most once an hour (several instances pruning at once delete the same entries: harmless).
 * Answers how many it deleted.
 */
export function changePruner<T extends { at: Date }>(model: Model<T>): (now?: number) => Promise<number> {
  let prunedAt = -Infinity;
  return async (now = Date.now()) => {
    if (now - prunedAt < PRUNE_EVERY_MS) return 0;
    prunedAt = now;
    const { deletedCount } = await model.deleteMany({ at: trusted({ $lt: new Date(now - CHANGES_KEPT_MS) }) });
    return deletedCount;
  };
}
