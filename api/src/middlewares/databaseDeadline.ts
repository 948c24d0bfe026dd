import type { Middleware } from 'koa';
import type { Connection } from 'mongoose';
import { databaseState } from '../db/connect';
import { DatabaseUnavailable } from '../errors';

/** How long a request may run before the database is asked whether it still answers. */
export const STALL_CHECK_MS = 600;
/** How long that ping may take: together at most 1.5 s, so the answer comes well within 2 s. */
export const PING_MS = 900;

/**
 * Keeps a request from hanging on a database that accepts connections but no longer answers
 * (stopped, swapped out, network black hole): the driver would wait for socketTimeoutMS. When a
 * request is still running after STALL_CHECK_MS, the database is pinged (at most PING_MS, see
 * databaseState); if it does not answer, the request is answered 503 JSON at once, well within 2 s,
 * and its work is left to fail on its own. A request that is merely slow (a long analysis) goes on
 * while the database answers. Large reads at start-up are unaffected: they do not pass through here.
 */
export function databaseDeadline(conn: Connection, stallCheckMs = STALL_CHECK_MS): Middleware {
  return async (ctx, next) => {
    const work = next();
    const finished = work.then(() => 'finished' as const);
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<'stalled'>((resolve) => {
      timer = setTimeout(() => resolve('stalled'), stallCheckMs);
    });
    try {
      if ((await Promise.race([finished, stalled])) === 'finished') return;
    } finally {
      clearTimeout(timer);
    }
    const state = await Promise.race([finished, databaseState(conn, PING_MS)]);
    if (state === 'finished' || state === 'connected') {
      await work;
      return;
    }
    work.catch(() => {});
    throw DatabaseUnavailable();
  };
}
