import type { ArticleAuthor } from '../commands/authorArticle';
import { KeyedQueue } from '../db/keyedQueue';
import { Leases } from '../db/lease';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { reviewModels } from './models';
import { runDueSchedules, type ScheduleDeps } from './schedules';

/** How often each instance looks for due schedules. */
export const SCHEDULE_POLL_MS = 2000;

/** Article, slug and tree writes ordered across instances by the same leases as the admin calls' (adminRoutes.ts). */
export function articleAuthor(deps: AppDeps, leases: Leases): ArticleAuthor & { logger: Logger } {
  const queue = (name: string) => new KeyedQueue({ leases, name });
  return { models: deps.models, readModel: deps.readModel, articleWrites: queue('article'), slugWrites: queue('slugs'), treeWrites: queue('tree'), logger: deps.logger };
}

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
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    timer = setTimeout(() => {
      round = runDue()
        .catch((err: unknown) => deps.logger.warn({ err }, 'Looking for due schedules failed; tried again shortly'))
        .finally(() => {
          if (!stopped) next();
        });
    }, everyMs);
    timer.unref();
  };
  if (everyMs > 0) next();
  return {
    runDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
