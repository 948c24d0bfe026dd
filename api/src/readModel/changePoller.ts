import { trusted } from 'mongoose';
import { pendingPublishOverlay } from '../commands/pendingPublishes';
import type { Logger } from '../logger';
import type { ArticleDoc, CategoryDoc, ChangeLogDoc, Models, SlugRedirectDoc } from '../models';
import type { ReadModel } from './readModel';
import { changePruner } from './changeRetention';
import { groupRedirects } from './slugRedirects';
import { applyVersionChange, isVersionChange } from './versionRows';

export interface ChangePollerOptions {
  /** How often the change log is read; other instances' publishes show within about this long. */
  intervalMs?: number;
  /**
   * Entries are re-read this far back, so one written late (its `at` taken before a slow insert
   * finished) or by a host whose clock runs behind is still seen; ids already applied are skipped.
   */
  overlapMs?: number;
  logger?: Logger;
  /** Where to go on from (a snapshot's): entries after it are applied by the first poll. */
  from?: PollCursor;
}

/** How far the log has been applied: the latest entry time seen, and the entries seen around it. */
export interface PollCursor {
  at: number;
  seen: [id: string, at: number][];
}

export interface ChangePoller {
  /** Reads the log once now and applies what is new; resolves false when that failed (logged). */
  pollNow(): Promise<boolean>;
  /** Where the log has been applied to (taken together with the read model, for a snapshot). */
  cursor(): PollCursor;
  stop(): Promise<void>;
}

const DEFAULT_POLL_INTERVAL_MS = 1000;
/**
 * Up to this many changed articles are read one query each: FerretDB answers a query on `_id`
 * alone from SQLite without decoding the other documents, but `$in` decodes every article (tens of
 * seconds at 100,000).
 */
const ONE_BY_ONE_MAX = 50;

/** The current documents of these articles (those still there), with their pending publishes. */
async function readArticles(models: Models, ids: readonly string[]): Promise<ArticleDoc[]> {
  if (ids.length === 0) return [];
  const asPublished = await pendingPublishOverlay(models, ids);
  if (ids.length > ONE_BY_ONE_MAX) return (await models.Article.find({ _id: trusted({ $in: ids }) }).lean<ArticleDoc[]>()).map(asPublished);
  const found = await Promise.all(ids.map((id) => models.Article.findById(id).lean<ArticleDoc>()));
  return found.filter((article) => article !== null).map(asPublished);
}

/**
 * Keeps this instance's read model in step with articles published by other API instances on the
 * same database: it polls the append-only change log written by `recordArticleChange`, reloads
 * the articles named in new entries (an article no longer found is removed), their old slugs and
 * the category list (an entry written by `recordCategoryChange` names no article), and applies them in one batch. Entries
 * this instance wrote (tagged with its read model's `instanceId`) are skipped: it applied them when it wrote them.
 * Polls never overlap; errors are logged and the next poll tries again. Entries older than a day are pruned (changeRetention).
 */
export function startChangePoller(models: Models, readModel: ReadModel, options: ChangePollerOptions = {}): ChangePoller {
  const intervalMs = options.intervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const overlapMs = options.overlapMs ?? 10_000;
  const seen = new Map<string, number>(options.from?.seen);
  let cursor = options.from?.at ?? Date.now();
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const prune = changePruner(models.ChangeLog);

  const apply = async (ids: string[]) => {
    const [articles, categories, redirectList] = await Promise.all([
      readArticles(models, ids),
      models.Category.find().lean<CategoryDoc[]>(),
      models.SlugRedirect.find({ articleId: trusted({ $in: ids }) }).lean<SlugRedirectDoc[]>(),
    ]);
    const found = new Set(articles.map((a) => a._id));
    const redirects = groupRedirects(redirectList);
    for (const id of ids) if (!redirects.has(id)) redirects.set(id, []);
    readModel.applyChanges({ categories, articles, removedIds: ids.filter((id) => !found.has(id)), redirects });
  };

  const poll = async () => {
    const entries = await models.ChangeLog.find({ at: trusted({ $gte: new Date(cursor - overlapMs) }) })
      .sort({ at: 1 })
      .lean<ChangeLogDoc[]>();
    const fresh = entries.filter((entry) => !seen.has(entry._id));
    // This instance's own entries are in its read model already (applied when it wrote them).
    const named = [...new Set(fresh.filter((entry) => entry.writer !== readModel.instanceId).map((entry) => entry.articleId))];
    const ids = named.filter((id) => !isVersionChange(id));
    if (ids.length > 0) await apply(ids);
    // After the main line's: a fork's rows are compared with it.
    for (const id of named.filter(isVersionChange)) await applyVersionChange(models, readModel, id);
    for (const entry of fresh) {
      const at = new Date(entry.at).getTime();
      seen.set(entry._id, at);
      cursor = Math.max(cursor, at);
    }
    for (const [id, at] of seen) if (at < cursor - 2 * overlapMs) seen.delete(id);
    await prune();
  };

  const pollNow = () => {
    running ??= poll()
      .then(
        () => true,
        (err: unknown) => {
          options.logger?.warn({ err }, 'change log poll failed');
          return false;
        },
      )
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
    cursor: () => ({ at: cursor, seen: [...seen] }),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
