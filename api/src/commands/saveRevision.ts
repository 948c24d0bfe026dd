import type { Revision } from '@kb/contracts';
import { sanitizeHtml } from '../content/sanitize';
import { BadRequest, NotFound } from '../errors';
import type { Models, RevisionDoc } from '../models';
import { presentRevision } from '../presenters/adminRecords';
import { recordAudit } from './recordAudit';

/** Stores the editor's HTML, sanitised, as a new unpublished revision (an insert: safe without transactions). */
export async function saveRevision(models: Models, articleId: string, content: string, adminName: string): Promise<Revision> {
  if (!(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
  const clean = sanitizeHtml(content).trim();
  if (!clean) throw BadRequest('Content is empty after removing unsafe markup');
  const doc = await models.Revision.create({ articleId, content: clean, adminName, createdAt: new Date(), isPublished: false });
  await recordAudit(models, adminName, 'revision.save', `article:${articleId} revision:${doc._id}`);
  return presentRevision(doc.toObject<RevisionDoc>());
}

/** Revisions of one article, newest first. */
export async function listRevisions(models: Models, articleId: string): Promise<Revision[]> {
  if (!(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
  const docs = await models.Revision.find({ articleId }).sort({ createdAt: -1, _id: -1 }).lean<RevisionDoc[]>();
  return docs.map(presentRevision);
}
