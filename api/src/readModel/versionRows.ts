import { trusted } from 'mongoose';
import { processArticleHtml } from '../content/pipeline';
import type { ArticleDoc, Models, RevisionDoc, VersionArticleDoc, VersionDoc, VersionSettings } from '../models';
import type { ReadModel } from './readModel';

const SETTINGS = ['slug', 'title', 'categoryId', 'order', 'metaDescription'] as const;
const LISTS = ['seoKeywords', 'semanticTags'] as const;

export function settingsOf(doc: VersionSettings): VersionSettings {
  const { slug, title, categoryId, order, metaDescription, seoKeywords, semanticTags } = doc;
  return { slug, title, categoryId, order, metaDescription, seoKeywords, semanticTags };
}

/** The row a fork would keep of a main-line article as it is now (`fields`: with its content, for keeping it when the main line moves on). */
export function rowOf(doc: ArticleDoc, versionId = '', fields = false): VersionArticleDoc {
  const { content, headings, wordCount, imageCount, readingTime, updatedAt } = doc;
  return {
    _id: `${versionId}:${doc._id}`,
    versionId,
    articleId: doc._id,
    revisionId: doc.publishedRevisionId,
    status: 'published',
    settings: settingsOf(doc),
    fields: fields ? { content, headings, wordCount, imageCount, readingTime, updatedAt } : null,
  };
}

/** Whether the main line shows a row exactly as the fork does (same revision and settings, no content of its own). */
export function sharedWith(main: ArticleDoc | undefined, row: VersionArticleDoc): boolean {
  if (!main || row.fields || row.status !== 'published' || main.publishedRevisionId !== row.revisionId) return false;
  return (
    SETTINGS.every((key) => main[key] === row.settings[key]) && LISTS.every((key) => main[key].join('\u0000') === (row.settings[key] ?? []).join('\u0000'))
  );
}

/**
 * Reads every version and its rows into the read model. A row without content of its own that no longer
 * matches the main line (the main line moved on while no instance kept the fork's: an import, or a fork made
 * during a publish elsewhere) gets its revision's content, through the content pipeline.
 */
export async function loadVersions(models: Models, readModel: ReadModel): Promise<void> {
  const [docs, rows] = await Promise.all([models.Version.find().lean<VersionDoc[]>(), models.VersionArticle.find().lean<VersionArticleDoc[]>()]);
  readModel.versions.clear();
  await putVersions(models, readModel, docs, rows);
}

/** One version (new, renamed or deleted) as the database has it now; its rows only when it is new here. */
async function reloadVersion(models: Models, readModel: ReadModel, versionId: string): Promise<void> {
  const doc = await models.Version.findById(versionId).lean<VersionDoc>();
  if (!doc) return readModel.versions.removeFork(versionId);
  if (doc._id !== 'main' && !readModel.versions.overlay(versionId)) {
    await putVersions(models, readModel, [doc], await models.VersionArticle.find({ versionId }).lean<VersionArticleDoc[]>());
  } else readModel.versions.setDoc(doc);
}

async function reloadRow(models: Models, readModel: ReadModel, rowId: string): Promise<void> {
  const row = await models.VersionArticle.findById(rowId).lean<VersionArticleDoc>();
  if (!row) return;
  const [filled] = await withContent(models, readModel, [row]);
  readModel.versions.putRow(filled!, sharedWith(readModel.articleDoc(row.articleId), filled!));
}

async function putVersions(models: Models, readModel: ReadModel, docs: VersionDoc[], rows: VersionArticleDoc[]): Promise<void> {
  const byVersion = new Map<string, VersionArticleDoc[]>();
  for (const row of await withContent(models, readModel, rows)) {
    let list = byVersion.get(row.versionId);
    if (!list) byVersion.set(row.versionId, (list = []));
    list.push(row);
  }
  for (const doc of docs) {
    if (doc._id === 'main') readModel.versions.setDoc(doc);
    else readModel.versions.putFork(doc, byVersion.get(doc._id) ?? [], (row) => sharedWith(readModel.articleDoc(row.articleId), row));
  }
}

/** Rows whose content is neither their own nor the main line's get their revision's (processed as a publish would). */
async function withContent(models: Models, readModel: ReadModel, rows: VersionArticleDoc[]): Promise<VersionArticleDoc[]> {
  const stale = rows.filter(
    (row) => !row.fields && row.status === 'published' && row.revisionId && readModel.articleDoc(row.articleId)?.publishedRevisionId !== row.revisionId,
  );
  if (stale.length === 0) return rows;
  const revisions = await models.Revision.find({ _id: trusted({ $in: stale.map((row) => row.revisionId!) }) }).lean<RevisionDoc[]>();
  const contentOf = new Map(revisions.map((revision) => [revision._id, revision]));
  return rows.map((row) => {
    const revision = stale.includes(row) ? contentOf.get(row.revisionId!) : undefined;
    if (!revision) return row;
    const { content, headings, wordCount, imageCount, readingTime } = processArticleHtml(revision.content);
    return { ...row, fields: { content, headings, wordCount, imageCount, readingTime, updatedAt: revision.createdAt } };
  });
}

/** An event's change of a version (`version:<id>`) or of one article in it (`version:<id>:<articleId>`). */
export const isVersionChange = (entry: string) => entry.startsWith('version:');

export async function applyVersionChange(models: Models, readModel: ReadModel, entry: string): Promise<void> {
  const [, versionId, articleId] = entry.split(':');
  if (articleId) await reloadRow(models, readModel, `${versionId}:${articleId}`);
  else await reloadVersion(models, readModel, versionId!);
}
