import type { Revision } from '@kb/contracts';
import { trusted } from 'mongoose';
import { processArticleHtml } from '../content/pipeline';
import { NotFound } from '../errors';
import type { ArticleDoc, Models, RevisionDoc } from '../models';
import { presentRevision } from '../presenters/adminRecords';
import type { ReadModel } from '../readModel/readModel';
import type { KeyedQueue } from './keyedQueue';
import { recordAudit } from './recordAudit';
import { recordArticleChange } from './recordChange';

export interface RevisionWriter {
  models: Models;
  readModel: ReadModel;
  /** One writer at a time per article id. */
  articleWrites: KeyedQueue;
}

const notFound = (revisionId: string) => NotFound(`No revision with id '${revisionId}'`);

/**
 * Publishes a revision: its content goes through the content pipeline into the live article, and it
 * becomes the only published revision of that article.
 *
 * Without transactions the writes are ordered so that any retry repairs a crash in between:
 *   1. the article (content, counts, headings, updatedAt, publishedRevisionId) — the commit point;
 *   2. the in-memory read model and the change log, so the public API shows it at once;
 *   3. this revision's published flag, then every other published flag of the article cleared.
 * A retry finds the article already current, leaves it (and its updatedAt) alone and redoes 2 and 3.
 */
export async function publishRevision(writer: RevisionWriter, revisionId: string, adminName: string): Promise<Revision> {
  const { models, readModel, articleWrites } = writer;
  const found = await models.Revision.findById(revisionId, { articleId: 1 }).lean<Pick<RevisionDoc, '_id' | 'articleId'>>();
  if (!found) throw notFound(revisionId);

  return articleWrites.run(found.articleId, async () => {
    const revision = await models.Revision.findById(revisionId).lean<RevisionDoc>();
    if (!revision) throw notFound(revisionId);
    const article = await models.Article.findById(revision.articleId).lean<ArticleDoc>();
    if (!article) throw NotFound(`The article of revision '${revisionId}' no longer exists`);

    const processed = processArticleHtml(revision.content);
    let live = article;
    if (article.publishedRevisionId !== revision._id || article.content !== processed.content) {
      const fields = {
        content: processed.content,
        headings: processed.headings,
        wordCount: processed.wordCount,
        imageCount: processed.imageCount,
        readingTime: processed.readingTime,
        publishedRevisionId: revision._id,
        updatedAt: new Date(),
      };
      await models.Article.updateOne({ _id: article._id }, { $set: fields });
      live = { ...article, ...fields };
    }
    readModel.setArticle(live);
    await recordArticleChange(models, article._id);

    if (!revision.isPublished) await models.Revision.updateOne({ _id: revision._id }, { $set: { isPublished: true } });
    await models.Revision.updateMany(
      { articleId: article._id, isPublished: true, _id: trusted({ $ne: revision._id }) },
      { $set: { isPublished: false } },
    );
    await recordAudit(models, adminName, 'revision.publish', `article:${article._id} revision:${revision._id}`);
    return presentRevision({ ...revision, isPublished: true });
  });
}

/** Deletes a revision; the live article keeps its content even when the deleted one was published. */
export async function deleteRevision(writer: RevisionWriter, revisionId: string, adminName: string): Promise<void> {
  const { models, articleWrites } = writer;
  const found = await models.Revision.findById(revisionId, { articleId: 1 }).lean<Pick<RevisionDoc, '_id' | 'articleId'>>();
  if (!found) throw notFound(revisionId);
  await articleWrites.run(found.articleId, async () => {
    const result = await models.Revision.deleteOne({ _id: revisionId });
    if (result.deletedCount === 0) throw notFound(revisionId);
  });
  await recordAudit(models, adminName, 'revision.delete', `article:${found.articleId} revision:${revisionId}`);
}
