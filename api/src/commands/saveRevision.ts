import type { Actor } from '@kb/contracts';
import { BadRequest, ContentLost, NotFound } from '../errors';
import { htmlPool } from '../html/htmlPool';
import type { Models, RevisionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { forkId, revisionsInVersion } from '../versions/versionEditing';
import { recordAudit } from './recordAudit';
import { insertRevision, revisionsOf } from './revisionSlots';

/** 404 unless the article exists: in memory when known here (FerretDB reads every article to answer), asked when it may be another instance's new one. */
async function requireArticle(models: Models, readModel: ReadModel, articleId: string): Promise<void> {
  if (!readModel.storedArticle(articleId) && !(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
}

/**
 * Stores the editor's HTML, sanitised on the HTML worker (refused when that would lose text, or when the
 * HTML is too deep, too large or too slow to parse: nothing is stored then), as a new unpublished
 * revision (inserts: safe without transactions), tagged with the fork it was saved in (`versionId`).
 */
export async function saveRevision({ models, readModel }: { models: Models; readModel: ReadModel }, articleId: string, content: string, actor: Actor, versionId: string | null = null): Promise<RevisionDoc> {
  await requireArticle(models, readModel, articleId);
  const sanitised = await htmlPool.run('sanitizeKeepingText', content);
  if (sanitised.lost !== null) throw ContentLost(sanitised.lost);
  const clean = sanitised.html.trim();
  if (!clean) throw BadRequest('Content is empty after removing unsafe markup');
  const doc = await insertRevision(models, { articleId, content: clean, adminName: actor.adminName, personId: actor.personId, createdAt: new Date(), isPublished: false, versionId });
  await recordAudit(models, actor, 'revision.save', `article:${articleId} revision:${doc._id}${versionId ? ` version:${versionId}` : ''}`);
  return doc;
}

/** Revisions of one article in a version (the main line without one), newest first. */
export async function listRevisions(models: Models, readModel: ReadModel, articleId: string, version?: string): Promise<RevisionDoc[]> {
  const versionId = forkId(readModel, version);
  await requireArticle(models, readModel, articleId);
  const revisions = await revisionsOf(models, articleId);
  return revisionsInVersion(readModel, revisions, versionId, articleId);
}
