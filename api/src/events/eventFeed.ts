import type { Logger } from '../logger';
import type { AuditEntryDoc, Models } from '../models';
import { findLastPlace, logReaches, placeOf, readEvent, windowPruner } from './eventLog';

/** A part of this instance kept in step with the others through the event log: the read model, the translations, the settings. */
export interface FeedFollower {
  /** The last place it has applied, or null while it has nothing to keep in step (not loaded yet). */
  cursor(): number | null;
  /** Applies the events after its cursor, in order, up to `upTo` (its cursor after). */
  apply(events: readonly AuditEntryDoc[], upTo: number): Promise<void>;
}

export interface EventFeed {
  follow(follower: FeedFollower): void;
  /** Reads the log once now and hands what is new to the followers; resolves false when that failed (logged). */
  pollNow(): Promise<boolean>;
  /** Hands every follower what the log holds now (after a poll under way), failing when the log cannot be read. */
  catchUp(): Promise<void>;
  /** The last place taken in the log now (where a follower that loads everything starts). */
  lastPlace(): Promise<number>;
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 1000;
/** Events read in one poll at most (one read by `_id` each); the rest the next poll reads. */
const BATCH_MAX = 500;
/** A place still free while a later one is taken is a write under way; given up after this long (an insert that failed). */
const HOLE_WAIT_MS = 30_000;
/** How far past a free place to look for a taken one, and how often that far. */
const HOLE_PROBE = 8;
const WIDE_PROBE_MS = 10_000;

/**
 * Follows the event log for this instance: once a second it reads the events after the followers' cursors, one by
 * one by `_id` (eventLog), and hands each follower the events past its own cursor. Events carry what their write
 * changed (`changed`, `translationNotes`, `settingsChanged`) and which instance wrote it: the followers reload
 * what others changed. Polls never overlap; errors are logged and the next poll tries again.
 */
export function startEventFeed(models: Models, options: { logger?: Logger; intervalMs?: number; holeWaitMs?: number } = {}): EventFeed {
  const followers: FeedFollower[] = [];
  const holes = new Map<number, number>();
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * Whether a free place is a hole to pass: a later place is taken, and has been for HOLE_WAIT_MS. The next place is
   * looked at on every poll; the HOLE_PROBE after it (a hole of several places) every WIDE_PROBE_MS.
   */
  let wideProbeAt = 0;
  const passHole = async (place: number): Promise<boolean> => {
    const wide = Date.now() - wideProbeAt >= WIDE_PROBE_MS;
    if (wide) wideProbeAt = Date.now();
    for (let later = place + 1; later <= place + (wide ? HOLE_PROBE : 1); later++) {
      if (!(await readEvent(models, later))) continue;
      const since = holes.get(place) ?? Date.now();
      holes.set(place, since);
      if (Date.now() - since < (options.holeWaitMs ?? HOLE_WAIT_MS)) return false;
      options.logger?.warn({ place }, 'An event-log place stayed free while later ones were taken (a failed insert); going on past it');
      holes.delete(place);
      return true;
    }
    return false;
  };

  /** Reads on from the followers' lowest cursor (up to BATCH_MAX events) and hands them over; answers whether there may be more. */
  const readBatch = async (): Promise<boolean> => {
    const cursors = followers.map((follower) => follower.cursor()).filter((cursor) => cursor !== null);
    if (cursors.length === 0) return false;
    const from = Math.min(...cursors);
    const events: AuditEntryDoc[] = [];
    let upTo = from;
    while (events.length < BATCH_MAX) {
      const event = await readEvent(models, upTo + 1);
      if (event) events.push(event);
      else if (!(await passHole(upTo + 1))) break;
      upTo += 1;
    }
    if (upTo === from) return false;
    logReaches(models, upTo);
    // A place that filled after it was seen free is no hole: forget it once read past.
    for (const place of holes.keys()) if (place <= upTo) holes.delete(place);
    for (const follower of followers) {
      const cursor = follower.cursor();
      if (cursor === null || cursor >= upTo) continue;
      await follower.apply(
        events.filter((event) => placeOf(event._id) > cursor),
        upTo,
      );
    }
    return events.length === BATCH_MAX;
  };

  const prune = windowPruner(models);
  const poll = async () => {
    while (!stopped && (await readBatch()));
    await prune();
  };

  const pollNow = () => {
    running ??= poll()
      .then(
        () => true,
        (err: unknown) => {
          options.logger?.warn({ err }, 'Reading the event log failed; trying again');
          return false;
        },
      )
      .finally(() => (running = null));
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void pollNow().then(schedule), options.intervalMs ?? DEFAULT_INTERVAL_MS);
    timer.unref();
  };
  schedule();

  return {
    follow: (follower) => void followers.push(follower),
    pollNow,
    catchUp: async () => {
      await running;
      if (!(await pollNow())) throw new Error('Reading the event log failed');
    },
    lastPlace: () => findLastPlace(models),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
