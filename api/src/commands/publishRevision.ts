import type { Actor } from '@kb/contracts';
import { NotFound } from '../errors';
import { htmlPool } from '../html/htmlPool';
import type { ArticleDoc, Models, RevisionDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import type { ReadModel } from '../readModel/readModel';
import { articleRef, authorOf, editionOf, recordAudit, stateOf } from './recordAudit';
import { recordArticleChange } from './recordChange';
import { readersLinks } from './readersLinks';
import { forkId, keepInForks, publishInVersion } from '../versions/versionEditing';
import { actorOf } from '../people/actor';
import { writeLiveSettings, type ArticleAuthor } from './authorArticle';

/** Publishing writes the article (its queue) and the settings a revision carries (the slugs' and the tree's queues). */
export type RevisionWriter = ArticleAuthor;

const notFound = (revisionId: string) => NotFound(`No revision with id '${revisionId}'`);

/**
 * Publishes a revision: its content goes through the content pipeline into the live article, and it
 * becomes the only published revision of that article.
 *
 * All of it runs in the article's write queue (a lease across instances: FerretDB's updates are not atomic).
 * Without transactions the writes are ordered so that any retry repairs a crash in between:
 *   1. the article's new fields, written into the article by `_id` (one update) — the commit point: from then on
 *      every reader of the database (another instance, a restart) reads the article as published;
 *   2. the in-memory read model and the change noted for the publish's event, so the public API shows it at once;
 *   3. this revision's published flag and, at the same time, the flag of the revision it replaced (named in the
 *      article) cleared by id; then its event (which carries the change to the other instances: events/eventFeed);
 *   then the answer goes out.
 * A crash before 1 changes nothing. A retry after it finds the article already current (same published revision,
 * content and status), leaves it (and its updatedAt) alone and redoes 2 and 3.
 * In a fork (`version`, else the one the revision was saved in) only that fork's row moves (publishInVersion);
 * forks that showed the main line's article as it was keep it (keepInForks) before the commit point.
 * `checked`: the revision as the caller's checks just read it (its article, version and settings), not read again.
 */
export async function publishRevision(
  writer: RevisionWriter,
  revisionId: string,
  actor: Actor,
  version?: string,
  checked?: Pick<RevisionDoc, '_id' | 'articleId' | 'versionId' | 'settings'> | null,
): Promise<RevisionDoc> {
  const { models, readModel, articleWrites } = writer;
  const requested = forkId(readModel, version);
  const found =
    checked?._id === revisionId
      ? checked
      : await models.Revision.findById(revisionId, { articleId: 1, versionId: 1, settings: 1 }).lean<
          Pick<RevisionDoc, '_id' | 'articleId' | 'versionId' | 'settings'>
        >();
  if (!found) throw notFound(revisionId);
  const inFork = version === undefined ? (found.versionId ?? null) : requested;
  if (inFork !== null) return publishInFork(writer, found.articleId, revisionId, inFork, actor);
  // The settings it carries (an Editor's, checked when saved) go live with it, first: a slug taken since is a 409 and nothing is published.
  if (found.settings) await writeLiveSettings(writer, found.articleId, { ...found.settings, replaceRedirect: true }, actor);
  return articleWrites.run(found.articleId, async () => {
    const revision = await models.Revision.findById(revisionId).lean<RevisionDoc>();
    if (!revision) throw notFound(revisionId);
    const article = await currentArticle(models, readModel, revision.articleId);
    if (!article) throw NotFound(`The article of revision '${revisionId}' no longer exists`);

    const processed = await htmlPool.run('processArticleHtml', readersLinks(readModel, revision.content));
    let live = article;
    if (article.publishedRevisionId !== revision._id || article.content !== processed.content || statusOf(article) !== 'published') {
      const fields = {
        content: processed.content,
        headings: processed.headings,
        wordCount: processed.wordCount,
        imageCount: processed.imageCount,
        readingTime: processed.readingTime,
        publishedRevisionId: revision._id,
        replacedRevisionId: article.publishedRevisionId !== revision._id ? article.publishedRevisionId : (article.replacedRevisionId ?? null),
        // A draft goes on the site with its first publish; an unpublished article goes back on it.
        status: 'published' as const,
        updatedAt: new Date(),
      };
      if (statusOf(article) === 'published') await keepInForks(models, readModel, article);
      // The commit point: an update by _id, an index search on both engines (decision 0201).
      await models.Article.updateOne({ _id: article._id }, { $set: fields });
      live = { ...article, ...fields };
    }
    readModel.setArticle(live);
    await recordArticleChange(models, article._id, readModel);

    const publishedBy = revision.publishedBy ?? actorOf(actor);
    // Both flags at once (a retry sets either again): this revision's, and the one live before, cleared by id, so the
    // embedded database reads one revision, not all of them.
    await Promise.all([
      revision.isPublished ? null : models.Revision.updateOne({ _id: revision._id }, { $set: { isPublished: true, publishedBy } }),
      live.replacedRevisionId && live.replacedRevisionId !== revision._id
        ? models.Revision.updateOne({ _id: live.replacedRevisionId }, { $set: { isPublished: false } })
        : null,
    ]);
    await recordAudit(models, actor, 'revision.publish', `article:${article._id} revision:${revision._id}`, {
      article: articleRef(live),
      edition: editionOf(),
      before: stateOf(article),
      after: 'live',
      revisionIds: [revision._id, ...(article.publishedRevisionId && article.publishedRevisionId !== revision._id ? [article.publishedRevisionId] : [])],
      concerns: authorOf(revision),
    });
    return { ...revision, isPublished: true, publishedBy };
  });
}

/** Publishes a revision in a fork, in the article's write queue. */
function publishInFork(writer: RevisionWriter, articleId: string, revisionId: string, versionId: string, actor: Actor): Promise<RevisionDoc> {
  const { models, readModel, articleWrites } = writer;
  return articleWrites.run(articleId, async () => {
    const revision = await models.Revision.findById(revisionId).lean<RevisionDoc>();
    if (!revision) throw notFound(revisionId);
    const article = await currentArticle(models, readModel, revision.articleId);
    if (!article) throw NotFound(`The article of revision '${revisionId}' no longer exists`);
    await publishInVersion(writer, revision, article, versionId, actor);
    return { ...revision, isPublished: true };
  });
}

/** The article as it stands: from the read model when it has it (no query), else from the database. */
export async function currentArticle(models: Models, readModel: ReadModel, id: string): Promise<ArticleDoc | null> {
  const known = readModel.contentReady ? readModel.storedArticle(id) : undefined;
  if (known) return known;
  return models.Article.findById(id).lean<ArticleDoc>();
}

/** Deletes a revision; the live article keeps its content even when the deleted one was published. */
export async function deleteRevision(writer: RevisionWriter, revisionId: string, actor: Actor): Promise<void> {
  const { models, articleWrites } = writer;
  const found = await models.Revision.findById(revisionId, { articleId: 1 }).lean<Pick<RevisionDoc, '_id' | 'articleId'>>();
  if (!found) throw notFound(revisionId);
  await articleWrites.run(found.articleId, async () => {
    const result = await models.Revision.deleteOne({ _id: revisionId });
    if (result.deletedCount === 0) throw notFound(revisionId);
  });
  await recordAudit(models, actor, 'revision.delete', `article:${found.articleId} revision:${revisionId}`, { revisionIds: [revisionId] });
}
