import { isDuplicateKey } from '../db/duplicateKey';
import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { InsightRollupDoc, Models } from '../models';
import { boundDay, dayOf, emptyRollup, fromStored, lastDays, mergeInto, toStored } from './rollup';
import { LONGEST_PERIOD } from './store';

/** A day's deltas are merged this long after it ends (the last flushes of the day have landed by then). */
const CLOSE_AFTER_MS = 10 * 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Merges each closed day's deltas into one insight_days rollup and deletes them. The merged rollup
 * is inserted with the day as its `_id`, so when several instances close the same day only the
 * first insert wins (inserts are the one write FerretDB keeps safe); the others only delete. A day
 * that fails to close is logged and kept for the next run; the later days close all the same.
 * Answers the days closed.
 */
export async function closeDays(models: Models, logger: Logger, now = new Date()): Promise<string[]> {
  const lastClosable = dayOf(new Date(now.getTime() - 86_400_000 - CLOSE_AFTER_MS));
  const days = ((await models.InsightDelta.distinct('day')) as string[]).filter((day) => day <= lastClosable).sort();
  const closed: string[] = [];
  for (const day of days) {
    try {
      await closeDay(models, day, now);
      closed.push(day);
    } catch (err) {
      logger.warn({ err, day }, 'closing an insights day failed; its deltas stay and it is tried again within the hour');
    }
  }
  return closed;
}

async function closeDay(models: Models, day: string, now: Date): Promise<void> {
  if (!(await models.InsightDay.exists({ _id: day }))) {
    const deltas = await models.InsightDelta.find({ day }).lean<InsightRollupDoc[]>();
    const merged = boundDay(deltas.reduce((sum, delta) => mergeInto(sum, fromStored(delta)), emptyRollup()));
    await models.InsightDay.create({ _id: day, day, ...toStored(merged), at: now }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
  }
  await models.InsightDelta.deleteMany({ day });
}

/** Deletes raw rows older than `retentionDays` (their day totals stay in the rollups); answers how many went. */
export async function pruneRawRows(models: Models, retentionDays: number, now = new Date()): Promise<number> {
  const before = trusted({ $lt: new Date(now.getTime() - retentionDays * 86_400_000) });
  const results = await Promise.all([
    models.SearchLog.deleteMany({ at: before }),
    models.SearchClick.deleteMany({ at: before }),
    models.ArticleFeedback.deleteMany({ at: before }),
    models.ArticleView.deleteMany({ at: before }),
    models.MissingArticleReport.deleteMany({ at: before }),
  ]);
  return results.reduce((sum, result) => sum + result.deletedCount, 0);
}

/** Deletes the day totals older than the longest period the Insights card shows (they are never read again); answers how many went. */
async function pruneDayTotals(models: Models, now = new Date()): Promise<number> {
  const oldest = lastDays(now, LONGEST_PERIOD)[0]!;
  return (await models.InsightDay.deleteMany({ _id: trusted({ $lt: oldest }) })).deletedCount;
}

/** Closes days, prunes raw rows and old day totals soon after start (`firstRunMs`) and every hour; stop() ends it. */
export function startInsightsMaintenance(models: Models, logger: Logger, retentionDays: number, firstRunMs = 30_000): { stop(): void } {
  /** Each step on its own: one failing does not hold back the others. */
  const attempt = async (what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (err) {
      logger.warn({ err }, `${what} failed; it runs again within the hour`);
    }
  };
  const run = async () => {
    await attempt('closing insights days', async () => {
      await closeDays(models, logger);
    });
    await attempt('pruning analytics rows', async () => {
      const pruned = await pruneRawRows(models, retentionDays);
      if (pruned > 0) logger.info({ pruned, retentionDays }, 'pruned analytics rows past their retention');
    });
    await attempt('pruning insights day totals', async () => {
      const days = await pruneDayTotals(models);
      if (days > 0) logger.info({ days, longestPeriod: LONGEST_PERIOD }, 'pruned insights day totals past the longest period');
    });
  };
  const first = setTimeout(run, firstRunMs).unref();
  const timer = setInterval(run, EVERY_MS).unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
