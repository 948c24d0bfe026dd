import type { Connection } from 'mongoose';
import type { WorkSets } from '../readModel/adminIndex';
import { reviewModels, type ReviewDoc, type ScheduleDoc } from './models';

/** How long the sets are kept: the console's calls at size read them from memory in between. */
const KEEP_MS = 2000;

const kept = new WeakMap<Connection, { at: number; sets: Promise<WorkSets> }>();

/**
 * The articles with a revision waiting in the Review queue and those with a schedule that needs a publisher: two
 * reads, kept for KEEP_MS (and read again at once after a review or schedule event on this instance: `forgetWorkSets`).
 */
export function workSets(conn: Connection, now = Date.now()): Promise<WorkSets> {
  const found = kept.get(conn);
  if (found && now - found.at < KEEP_MS) return found.sets;
  const { Review, Schedule } = reviewModels(conn);
  const sets = Promise.all([
    Review.find({ status: 'pending' }, { articleId: 1 }).lean<Pick<ReviewDoc, 'articleId'>[]>(),
    Schedule.find({ needsPublisher: true, doneAt: null }, { articleId: 1 }).lean<Pick<ScheduleDoc, 'articleId'>[]>(),
  ]).then(([pending, stuck]) => ({
    inReview: new Set(pending.map((review) => review.articleId)),
    needsPublisher: new Set(stuck.map((schedule) => schedule.articleId)),
  }));
  kept.set(conn, { at: now, sets });
  sets.catch(() => kept.delete(conn));
  return sets;
}

/** After a review or schedule changed: the next call reads the sets again. */
export function forgetWorkSets(conn: Connection): void {
  kept.delete(conn);
}
