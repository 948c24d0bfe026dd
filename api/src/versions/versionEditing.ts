import type { Actor, VersionArticle } from '@kb/contracts';
import { HttpError, NotFound } from '../errors';
import { htmlPool } from '../html/htmlPool';
import type { ArticleDoc, Models, RevisionDoc, VersionArticleDoc } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { rowOf, settingsOf, sharedWith } from '../readModel/versionRows';
import { MAIN_LINE_ID, versionNotFound } from '../readModel/versionSet';
import type { KeyedQueue } from '../db/keyedQueue';
import { articleRef, authorOf, editionOf, recordAudit } from '../commands/recordAudit';
import { recordArticleChange } from '../commands/recordChange';
import { versionChange } from './createVersion';

export interface VersionEditor {
  models: Models;
  readModel: ReadModel;
  /** One writer at a time per article id, in every version (shared with the main line's writes). */
  articleWrites: KeyedQueue;
}

/** The fork a `version` names: null for none or the main line's name; versionNotFound for an unknown one (hidden ones included). */
export function forkId(readModel: ReadModel, version: string | undefined): string | null {
  if (version === undefined) return null;
  const doc = readModel.versions.byName(version);
  if (!doc) throw versionNotFound(version);
  return doc._id === MAIN_LINE_ID ? null : doc._id;
}

/** Saves, publishes, unpublishes and restores go into a fork only while it is not archived (read-only): 409 then. */
export function refuseArchived(readModel: ReadModel, versionId: string): void {
  const doc = readModel.versions.byId(versionId);
  if (doc?.status === 'archived')
    throw new HttpError('conflict', `Version '${doc.name}' is archived, so it is read-only: give it another status to change its articles`, {
      version: doc.name,
    });
}

export function versionNameOf(readModel: ReadModel, versionId: string): string {
  return readModel.versions.byId(versionId)?.name ?? versionId;
}

/** Writes a row (by `_id`: an upsert as insert-or-update in the article's queue), shows it here and tells other instances. */
async function putRow(editor: VersionEditor, row: VersionArticleDoc): Promise<void> {
  const { models, readModel } = editor;
  const { _id, ...fields } = row;
  if (await models.VersionArticle.exists({ _id })) await models.VersionArticle.updateOne({ _id }, { $set: fields });
  else await models.VersionArticle.create(row);
  readModel.versions.putRow(row, sharedWith(readModel.articleDoc(row.articleId), row));
  await recordArticleChange(models, versionChange(row.versionId, row.articleId), readModel);
}

/** The article as the fork holds it, or as the main line has it now (an article new to the fork). */
function rowIn(readModel: ReadModel, versionId: string, article: ArticleDoc): VersionArticleDoc {
  return readModel.versions.overlay(versionId)?.row(article._id) ?? { ...rowOf(article, versionId), status: 'unpublished' };
}

/** Publishes a revision in a fork: only that fork's row moves (the main line and other forks keep theirs). */
export async function publishInVersion(editor: VersionEditor, revision: RevisionDoc, article: ArticleDoc, versionId: string, actor: Actor): Promise<void> {
  refuseArchived(editor.readModel, versionId);
  const processed = await htmlPool.run('processArticleHtml', revision.content);
  const before = rowIn(editor.readModel, versionId, article);
  const { content, headings, wordCount, imageCount, readingTime } = processed;
  await putRow(editor, {
    ...before,
    settings: settingsOf(before.settings),
    revisionId: revision._id,
    status: 'published',
    fields: { content, headings, wordCount, imageCount, readingTime, updatedAt: new Date() },
  });
  await recordAudit(
    editor.models,
    actor,
    'revision.publish',
    `article:${article._id} revision:${revision._id} version:${versionNameOf(editor.readModel, versionId)}`,
    {
      article: articleRef(article),
      edition: editionOf(versionNameOf(editor.readModel, versionId)),
      before: before.status === 'published' ? 'live' : 'unpublished',
      after: 'live',
      revisionIds: [revision._id],
      concerns: authorOf(revision),
    },
  );
}

/** Unpublish or Restore in a fork. */
export async function setOnSiteInVersion(editor: VersionEditor, article: ArticleDoc, versionId: string, onSite: boolean, actor: Actor): Promise<void> {
  refuseArchived(editor.readModel, versionId);
  const row = editor.readModel.versions.overlay(versionId)?.row(article._id);
  const name = versionNameOf(editor.readModel, versionId);
  if (!row) throw NotFound(`The article '${article.title}' is not in version '${name}': publish a revision in it instead`);
  if ((row.status === 'published') === onSite)
    throw new HttpError('conflict', `The article '${article.title}' is already ${onSite ? 'on' : 'off'} the site in version '${name}'`);
  await putRow(editor, { ...row, status: onSite ? 'published' : 'unpublished' });
  await recordAudit(editor.models, actor, onSite ? 'article.restore' : 'article.unpublish', `article:${article._id} version:${name}`, {
    article: articleRef(article),
    edition: editionOf(name),
    before: onSite ? 'unpublished' : 'live',
    after: onSite ? 'live' : 'unpublished',
  });
}

/** A fork's revisions of an article, newest first; `isPublished` marks the one the fork shows. */
export function revisionsInVersion(readModel: ReadModel, revisions: RevisionDoc[], versionId: string | null, articleId: string): RevisionDoc[] {
  if (versionId === null) return revisions.filter((revision) => !revision.versionId);
  const shown = readModel.versions.overlay(versionId)?.row(articleId);
  const published = shown?.status === 'published' ? shown.revisionId : null;
  return revisions
    .filter((revision) => revision.versionId === versionId || revision._id === published)
    .map((revision) => ({ ...revision, isPublished: revision._id === published }));
}

/** An article as a version (the main line included) publishes it, for Compare. */
export function articleInVersion(readModel: ReadModel, name: string, articleId: string): VersionArticle {
  const view = readModel.versions.view(name, { hidden: true });
  const id = forkId(readModel, name);
  const row = id === null ? undefined : readModel.versions.overlay(id)?.row(articleId);
  const doc = id === null ? readModel.storedArticle(articleId) : view.articleDoc(articleId);
  const settings = row?.settings ?? doc;
  if (!settings || (id !== null && !row)) throw NotFound(`No article with id '${articleId}' in version '${name}'`);
  const status = id === null ? (readModel.articleDoc(articleId) ? 'published' : 'unpublished') : row!.status;
  return {
    version: name,
    articleId,
    revisionId: row?.revisionId ?? doc?.publishedRevisionId ?? null,
    status,
    slug: settings.slug,
    title: settings.title,
    categoryId: settings.categoryId,
    content: doc?.content ?? row?.fields?.content ?? readModel.storedArticle(articleId)?.content ?? '',
  };
}

/**
 * Before the main line changes or drops an article that forks show as it was: their rows get its content and
 * settings, so a restart (or another instance that starts later) still shows them the old article.
 */
export async function keepInForks(models: Models, readModel: ReadModel, before: ArticleDoc): Promise<void> {
  const rows = readModel.versions.sharing(before._id).map((versionId) => rowOf(before, versionId, true));
  await Promise.all(rows.map(({ _id, fields, settings, revisionId }) => models.VersionArticle.updateOne({ _id }, { $set: { fields, settings, revisionId } })));
}
