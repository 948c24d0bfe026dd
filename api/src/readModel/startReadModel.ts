import { currentEpoch } from '../models/contentEpoch';
import type { Logger } from '../logger';
import type { Models } from '../models';
import type { EventFeed } from '../events/eventFeed';
import { readModelFollower } from './readModelFollower';
import type { ReadModel } from './readModel';
import { ReadModelSnapshots, SNAPSHOT_FINGERPRINT, type SnapshotPart } from './readModelSnapshot';

export interface ReadModelStartOptions {
  logger: Logger;
  /** Where the snapshot lives (under DATA_DIR). */
  snapshotFile: string;
  /** The published translations, kept in the same snapshot (see SnapshotPart). */
  translations?: SnapshotPart<unknown>;
  /** The event log this instance follows (what others publish). */
  feed: EventFeed;
}

export interface StartedReadModel {
  /** Resolves when the content is served and search is ready. */
  ready: Promise<void>;
  /** Stops writing snapshots and waits for one being written. */
  stop(): Promise<void>;
}

/**
 * A changed read model is written to the snapshot again once its content has stood still for a check (30 s
 * apart), or at the latest 10 minutes after the last write. Writing holds the event loop while the content is
 * serialized (about 300 MB, 1–2 s at 100,000 articles), which a team saving and publishing all day would
 * otherwise meet every 30 s; the event log covers whatever a snapshot does not hold yet.
 */
const SNAPSHOT_CHECK_MS = 30_000;
const SNAPSHOT_MAX_AGE_MS = 10 * 60_000;
const RETRY_MS = 5000;

/**
 * Brings the read model up while the server already answers (health at once, content and search
 * when ready) and keeps it current: from the snapshot plus the events logged since, or from
 * the database (every article read and indexed: minutes at 100,000 on the embedded database).
 * Then it follows the event log (other instances' writes), and the snapshot is written after
 * loading and again when the content has changed and then stood still (or has changed for 10 minutes),
 * off the request path. A step that fails on the database is retried every 5 s.
 */
export function startReadModel(models: Models, readModel: ReadModel, options: ReadModelStartOptions): StartedReadModel {
  const { logger } = options;
  const snapshots = new ReadModelSnapshots(options.snapshotFile, logger, SNAPSHOT_FINGERPRINT, options.translations);
  let closing = false;
  let follower: ReturnType<typeof readModelFollower> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | null = null;
  let writtenVersion = -1;
  let writtenAt = performance.now();

  const retrying = async <T>(what: string, step: () => Promise<T>): Promise<T | undefined> => {
    while (!closing) {
      try {
        return await step();
      } catch (err) {
        if (closing) return undefined;
        logger.error({ err }, `${what} failed; retrying in 5 s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    return undefined;
  };

  const writeSnapshot = (epoch: string) => {
    const version = snapshots.version(readModel);
    if (writing || closing || !follower || version === writtenVersion) return;
    const started = performance.now();
    writing = snapshots
      .write(readModel, follower.cursor(), epoch)
      .then(() => {
        writtenVersion = version;
        writtenAt = performance.now();
        logger.info(`Wrote the read-model snapshot in ${Math.round(performance.now() - started)} ms`);
      })
      .catch((err: unknown) => logger.warn({ err }, 'Writing the read-model snapshot failed; trying again later'))
      .finally(() => {
        writing = null;
      });
  };

  const ready = (async () => {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const epoch = await retrying('Reading the content epoch', () => currentEpoch(models));
    if (epoch === undefined) return;
    const { changes: from, restoreParts } = await snapshots.restore(readModel, epoch);
    // Without a snapshot, the log's end before loading: what others write during the load is applied after it.
    const start = from ?? (await retrying('Finding the end of the event log', () => options.feed.lastPlace()));
    if (start === undefined) return;
    follower = readModelFollower(models, readModel, start);
    options.feed.follow(follower);
    if (from !== null) {
      const restoredVersion = snapshots.version(readModel);
      await retrying('Applying the event log to the snapshot', async () => {
        if (!(await options.feed.pollNow())) throw new Error('reading the event log failed');
      });
      if (closing) return;
      readModel.release();
      restoreParts();
      // Unchanged since the snapshot: nothing new to write.
      if (snapshots.version(readModel) === restoredVersion) writtenVersion = restoredVersion;
      logger.info(`Restored ${readModel.stats().articles} published articles and the search index from the snapshot in ${seconds()} s`);
    } else {
      // The feed runs meanwhile: what other instances publish during the load is applied after it.
      await retrying('Loading the published content', () => readModel.load(models));
      if (closing) return;
      logger.info(`Loaded ${readModel.stats().articles} published articles and built the search index in ${seconds()} s`);
    }
    // The first snapshot holds the translations too (they load beside the articles), unless they cannot be read.
    await options.translations?.ready().catch(() => {});
    if (closing) return;
    writeSnapshot(epoch);
    let checkedVersion = snapshots.version(readModel);
    const keep = () => {
      const version = snapshots.version(readModel);
      if (version === checkedVersion || performance.now() - writtenAt >= SNAPSHOT_MAX_AGE_MS) writeSnapshot(epoch);
      checkedVersion = version;
      timer = setTimeout(keep, SNAPSHOT_CHECK_MS);
      timer.unref();
    };
    timer = setTimeout(keep, SNAPSHOT_CHECK_MS);
    timer.unref();
  })();

  return {
    ready,
    stop: async () => {
      closing = true;
      clearTimeout(timer);
      await writing;
    },
  };
}
