import { trusted } from 'mongoose';
import type { FeedFollower } from '../events/eventFeed';
import type { ArticleDoc, CategoryDoc, Models, SlugRedirectDoc } from '../models';
import type { ReadModel } from './readModel';
import { groupRedirects } from './slugRedirects';
import { applyVersionChange, isVersionChange } from './versionRows';

/**
 * Up to this many changed articles are read one query each: FerretDB answers a query on `_id`
 * alone from SQLite without decoding the other documents, but `$in` decodes every article (tens of
 * seconds at 100,000).
 */
const ONE_BY_ONE_MAX = 50;

/** The current documents of these articles (those still there). */
async function readArticles(models: Models, ids: readonly string[]): Promise<ArticleDoc[]> {
  if (ids.length === 0) return [];
  if (ids.length > ONE_BY_ONE_MAX) return models.Article.find({ _id: trusted({ $in: ids }) }).lean<ArticleDoc[]>();
  const found = await Promise.all(ids.map((id) => models.Article.findById(id).lean<ArticleDoc>()));
  return found.filter((article) => article !== null);
}

/**
 * Keeps this instance's read model in step with what other API instances (and imports from the command line) write
 * on the same database, as the event log tells it (events/eventFeed): it reloads the articles named in the events'
 * `changed` (an article no longer found is removed), their old slugs and the category list (`categories` names no
 * article), and applies them in one batch; then the versions' changes (versionRows). Events this instance wrote are
 * skipped: it applied them when it wrote them. `from`: the last event its content holds (a snapshot's, or the log's
 * end when it started loading).
 */
export function readModelFollower(models: Models, readModel: ReadModel, from: number): { cursor(): number; apply: FeedFollower['apply'] } {
  let cursor = from;

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

  return {
    cursor: () => cursor,
    apply: async (events, upTo) => {
      // This instance's own events are in its read model already (applied when it wrote them).
      const named = [...new Set(events.filter((event) => event.writer !== readModel.instanceId).flatMap((event) => event.changed ?? []))];
      const ids = named.filter((id) => !isVersionChange(id));
      if (ids.length > 0) await apply(ids);
      // After the main line's: a fork's rows are compared with it.
      for (const id of named.filter(isVersionChange)) await applyVersionChange(models, readModel, id);
      cursor = upTo;
    },
  };
}
