import { sanitizeKeepingText } from '../content/sanitize';
import { BadRequest, ContentLost, NotFound } from '../errors';
import type { Models, RevisionDoc } from '../models';
import { recordAudit } from './recordAudit';

/** Stores the editor's HTML, sanitised (refused when that would lose text), as a new unpublished revision (an insert: safe without transactions). */
export async function saveRevision(models: Models, articleId: string, content: string, adminName: string): Promise<RevisionDoc> {
  if (!(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
  const sanitised = sanitizeKeepingText(content);
  if (sanitised.lost !== null) throw ContentLost(sanitised.lost);
  const clean = sanitised.html.trim();
  if (!clean) throw BadRequest('Content is empty after removing unsafe markup');
  const doc = await models.Revision.create({ articleId, content: clean, adminName, createdAt: new Date(), isPublished: false });
  await recordAudit(models, adminName, 'revision.save', `article:${articleId} revision:${doc._id}`);
  return doc.toObject<RevisionDoc>();
}

/** Revisions of one article, newest first. */
export async function listRevisions(models: Models, articleId: string): Promise<RevisionDoc[]> {
  if (!(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
  return models.Revision.find({ articleId }).sort({ createdAt: -1, _id: -1 }).lean<RevisionDoc[]>();
}
