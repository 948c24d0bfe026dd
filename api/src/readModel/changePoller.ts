import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { ArticleDoc, CategoryDoc, ChangeLogDoc, Models } from '../models';
import type { ReadModel } from './readModel';

export interface ChangePollerOptions {
  /** How often the change log is read; other instances' publishes show within about this long. */
  intervalMs?: number;
  /**
   * Entries are re-read this far back, so one written late (its `at` taken before a slow insert
   * finished) or by a host whose clock runs behind is still seen; ids already applied are skipped.
   */
  overlapMs?: number;
  logger?: Logger;
}

export interface ChangePoller {
  /** Reads the log once now and applies what is new; resolves when done. */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 1000;

/**
 * Keeps this instance's read model in step with articles published by other API instances on the
 * same database: it polls the append-only change log written by `recordArticleChange`, reloads
 * the articles named in new entries (an article no longer found is removed) together with the
 * category list, and applies them in one batch. Polls never overlap; errors are logged and the
 * next poll tries again.
 */
export function startChangePoller(models: Models, readModel: ReadModel, options: ChangePollerOptions = {}): ChangePoller {
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const overlapMs = options.overlapMs ?? 10_000;
  const seen = new Map<string, number>();
  let cursor = Date.now();
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const poll = async () => {
    const entries = await models.ChangeLog.find({ at: trusted({ $gte: new Date(cursor - overlapMs) }) })
      .sort({ at: 1 })
      .lean<ChangeLogDoc[]>();
    const fresh = entries.filter((entry) => !seen.has(entry._id));
    if (fresh.length === 0) return;
    const ids = [...new Set(fresh.map((entry) => entry.articleId))];
    const [articles, categories] = await Promise.all([
      models.Article.find({ _id: trusted({ $in: ids }) }).lean<ArticleDoc[]>(),
      models.Category.find().lean<CategoryDoc[]>(),
    ]);
    const found = new Set(articles.map((a) => a._id));
    readModel.applyChanges({ categories, articles, removedIds: ids.filter((id) => !found.has(id)) });
    for (const entry of fresh) {
      const at = new Date(entry.at).getTime();
      seen.set(entry._id, at);
      cursor = Math.max(cursor, at);
    }
    for (const [id, at] of seen) if (at < cursor - 2 * overlapMs) seen.delete(id);
  };

  const pollNow = () => {
    running ??= poll()
      .catch((err: unknown) => options.logger?.warn({ err }, 'change log poll failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void pollNow().then(schedule), intervalMs);
    timer.unref();
  };
  schedule();

  return {
    pollNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
