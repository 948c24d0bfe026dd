import { isDuplicateKey } from '../db/duplicateKey';
import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { InsightRollupDoc, Models } from '../models';
import { dayOf, emptyRollup, fromStored, mergeInto, toStored } from './rollup';

/** A day's deltas are merged this long after it ends (the last flushes of the day have landed by then). */
const CLOSE_AFTER_MS = 10 * 60_000;
const EVERY_MS = 60 * 60_000;

/**
 * Merges each closed day's deltas into one insight_days rollup and deletes them. The merged rollup
 * is inserted with the day as its `_id`, so when several instances close the same day only the
 * first insert wins (inserts are the one write FerretDB keeps safe); the others only delete.
 */
export async function closeDays(models: Models, now = new Date()): Promise<string[]> {
  const lastClosable = dayOf(new Date(now.getTime() - 86_400_000 - CLOSE_AFTER_MS));
  const days = ((await models.InsightDelta.distinct('day')) as string[]).filter((day) => day <= lastClosable).sort();
  for (const day of days) {
    if (!(await models.InsightDay.exists({ _id: day }))) {
      const deltas = await models.InsightDelta.find({ day }).lean<InsightRollupDoc[]>();
      const merged = deltas.reduce((sum, delta) => mergeInto(sum, fromStored(delta)), emptyRollup());
      await models.InsightDay.create({ _id: day, day, ...toStored(merged), at: now }).catch((err: unknown) => {
        if (!isDuplicateKey(err)) throw err;
      });
    }
    await models.InsightDelta.deleteMany({ day });
  }
  return days;
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

/** Closes days and prunes raw rows soon after start (`firstRunMs`) and every hour; stop() ends it. */
export function startInsightsMaintenance(models: Models, logger: Logger, retentionDays: number, firstRunMs = 30_000): { stop(): void } {
  const run = async () => {
    try {
      await closeDays(models);
      const pruned = await pruneRawRows(models, retentionDays);
      if (pruned > 0) logger.info({ pruned, retentionDays }, 'pruned analytics rows past their retention');
    } catch (err) {
      logger.warn({ err }, 'insights maintenance failed; it runs again within the hour');
    }
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
