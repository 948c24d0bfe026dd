import type { Actor } from '@kb/contracts';
import { BadRequest, ContentLost, NotFound } from '../errors';
import { htmlPool } from '../html/htmlPool';
import type { ArticleDoc, Models, RevisionDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { forkId, refuseArchived, revisionsInVersion, versionNameOf } from '../versions/versionEditing';
import { articleRef, editionOf, recordAudit, stateOf } from './recordAudit';
import { insertRevision, revisionsOf, slotTop } from './revisionSlots';
import { newestMainLineRevision, requireSavedOver, waitingSettings } from './workingCopy';

/** 404 unless the article exists: in memory when known here (FerretDB reads every article to answer), asked when it may be another instance's new one. */
export async function requireArticle(models: Models, readModel: ReadModel, articleId: string): Promise<void> {
  if (!readModel.storedArticle(articleId) && !(await models.Article.exists({ _id: articleId }))) throw NotFound(`No article with id '${articleId}'`);
}

/**
 * Stores the editor's HTML, sanitised on the HTML worker (refused when that would lose text, or when the
 * HTML is too deep, too large or too slow to parse: nothing is stored then), as a new unpublished
 * revision (inserts: safe without transactions), tagged with the fork it was saved in (`versionId`), carrying
 * the settings that wait in the main line's working copy. In the main line, a save that started from `base` while a
 * newer revision was saved meanwhile is refused (requireSavedOver).
 */
export async function saveRevision(
  { models, readModel }: { models: Models; readModel: ReadModel },
  articleId: string,
  content: string,
  actor: Actor,
  versionId: string | null = null,
  base?: string | null,
): Promise<RevisionDoc> {
  if (versionId !== null) refuseArchived(readModel, versionId);
  await requireArticle(models, readModel, articleId);
  const sanitised = await htmlPool.run('sanitizeKeepingText', content);
  if (sanitised.lost !== null) throw ContentLost(sanitised.lost);
  const clean = sanitised.html.trim();
  if (!clean) throw BadRequest('Content is empty after removing unsafe markup');
  // Settings waiting in the main line's working copy stay in it: whichever revision is published next takes them.
  const top = await slotTop(models, articleId);
  const newest = versionId === null ? await newestMainLineRevision(models, articleId, top) : null;
  requireSavedOver(newest, versionId === null ? base : undefined);
  const settings = waitingSettings(newest);
  const doc = await insertRevision(
    models,
    {
      articleId,
      content: clean,
      adminName: actor.adminName,
      personId: actor.personId,
      createdAt: new Date(),
      isPublished: false,
      versionId,
      settings,
    },
    top,
  );
  const article =
    readModel.storedArticle(articleId) ??
    (await models.Article.findById(articleId, { title: 1, status: 1 }).lean<Pick<ArticleDoc, '_id' | 'title' | 'status'>>());
  const before = article ? stateOf(article) : null;
  await recordAudit(models, actor, 'revision.save', `article:${articleId} revision:${doc._id}${versionId ? ` version:${versionId}` : ''}`, {
    article: article && articleRef(article),
    edition: editionOf(versionId === null ? null : versionNameOf(readModel, versionId)),
    before,
    after: before === 'live' ? 'liveWithChanges' : before,
    revisionIds: [doc._id],
  });
  return doc;
}

/** Revisions of one article in a version (the main line without one), newest first. */
export async function listRevisions(models: Models, readModel: ReadModel, articleId: string, version?: string): Promise<RevisionDoc[]> {
  const versionId = forkId(readModel, version);
  await requireArticle(models, readModel, articleId);
  const revisions = await revisionsOf(models, articleId);
  return revisionsInVersion(readModel, revisions, versionId, articleId);
}
