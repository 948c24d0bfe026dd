import { articleAuthor } from '../commands/authorArticle';
import { Leases } from '../db/lease';
import { everyRound } from '../db/rounds';
import type { AppDeps } from '../deps';
import { reviewModels } from './models';
import { runDueSchedules, type ScheduleDeps } from './schedules';

/** How often each instance looks for due schedules. */
const SCHEDULE_POLL_MS = 2000;

export interface Scheduler {
  /** One round: runs the due schedules this instance claims; answers how many it ran. */
  runDue(): Promise<number>;
  /** Ends the loop after the round under way. */
  stop(): Promise<void>;
}

/**
 * The scheduler of one instance: every `everyMs` it runs the due schedules stored in the database. Each is
 * claimed by a lease that is not waited for (held, another instance is running it), so of instances
 * polling at once exactly one runs it; a schedule outlives restarts because it is only a stored document.
 */
export function startScheduler(deps: AppDeps, everyMs = SCHEDULE_POLL_MS): Scheduler {
  const leases = new Leases(deps.conn);
  const scheduleDeps: ScheduleDeps = { author: articleAuthor(deps, leases), reviews: reviewModels(deps.conn), leases };
  const claims = new Leases(deps.conn, { ttlMs: 60_000, waitMs: 0 });
  const runDue = () => runDueSchedules(scheduleDeps, claims);
  const rounds = everyRound(runDue, everyMs, deps.logger, 'Looking for due schedules failed; tried again shortly');
  return { runDue, stop: rounds.stop };
}
