import { trusted } from 'mongoose';
import type { Models } from './index';
import type { ArticleDoc, PendingPublishDoc, PublishedFields } from './types';

/** Pending publishes older than this at start-up were left by a stopped instance (a running one writes its own within seconds). */
const LEFT_BEHIND_MS = 60_000;

/** The commit point of a publish: one insert, fast on any database size. */
export async function recordPendingPublish(models: Models, articleId: string, fields: PublishedFields): Promise<PendingPublishDoc> {
  const doc = await models.PendingPublish.create({ articleId, fields, at: new Date() });
  return doc.toObject();
}

/**
 * Writes a pending publish into its article, then deletes it and any older one of the article (which
 * it supersedes: left behind, an older one would otherwise be laid over the article again). On the
 * embedded database an update of one article reads the whole collection (seconds at 100,000 articles),
 * which is why a publish answers before this; it runs in the article's write queue, so the next write
 * to the article (settings, another publish) reads the article with it.
 */
export async function applyPendingPublish(models: Models, pending: PendingPublishDoc): Promise<void> {
  await models.Article.updateOne({ _id: pending.articleId }, { $set: pending.fields });
  await models.PendingPublish.deleteMany({ articleId: pending.articleId, at: trusted({ $lte: pending.at }) });
}

/**
 * Writes into the article the publish still pending for it (one a stopped instance left behind). Run in the article's write queue before a write that starts from the stored article (settings,
 * unpublish, restore, delete), so that no pending publish is laid over the result afterwards, undoing it.
 */
export async function settlePendingPublishes(models: Models, articleId: string): Promise<void> {
  // The latest holds every published field, so it supersedes the others (applying it deletes them).
  const latest = await models.PendingPublish.findOne({ articleId }).sort({ at: -1 }).lean<PendingPublishDoc>();
  if (latest) await applyPendingPublish(models, latest);
}

/** Applies, in order, the pending publishes a stopped instance left behind (at start-up, before the content is read). */
export async function applyLeftBehindPublishes(models: Models): Promise<number> {
  const pending = await models.PendingPublish.find({ at: trusted({ $lt: new Date(Date.now() - LEFT_BEHIND_MS) }) })
    .sort({ at: 1 })
    .lean<PendingPublishDoc[]>();
  for (const doc of pending) await applyPendingPublish(models, doc);
  return pending.length;
}

/**
 * What lays each article's latest pending publish (of `ids`, or of every article) over it. Read it before the
 * articles: a publish written into its article in between (the article updated, then its pending publish
 * deleted) is then seen in one or the other; read the other way round, a reader could see neither and keep
 * the article as it was before the publish. A pending publish older than the article's last write (an
 * unpublish after it, say) is not laid over it.
 */
export async function pendingPublishOverlay(models: Models, ids?: readonly string[]): Promise<(article: ArticleDoc) => ArticleDoc> {
  const pending = await models.PendingPublish.find(ids ? { articleId: trusted({ $in: ids }) } : {})
    .sort({ at: 1 })
    .lean<PendingPublishDoc[]>();
  const latest = new Map(pending.map((p) => [p.articleId, p.fields]));
  return (article) => {
    const fields = latest.get(article._id);
    return fields && !(new Date(article.updatedAt) > new Date(fields.updatedAt)) ? { ...article, ...fields } : article;
  };
}

/** One article as published (its latest pending publish laid over it), or null when there is none. */
export async function findArticleAsPublished(models: Models, id: string): Promise<ArticleDoc | null> {
  const asPublished = await pendingPublishOverlay(models, [id]);
  const stored = await models.Article.findById(id).lean<ArticleDoc>();
  return stored ? asPublished(stored) : null;
}
