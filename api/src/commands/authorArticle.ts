import { actorOf } from '../people/actor';
import { isDeepStrictEqual } from 'node:util';
import { roleAllows, type Actor, type CreateArticleRequest, type Role, type SettingsChange, type UpdateArticleSettingsRequest } from '@kb/contracts';
import { processArticleHtml } from '../content/pipeline';
import { BadRequest, HttpError, NotFound } from '../errors';
import type { ArticleDoc, Models, SavedConceptDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import type { ReadModel } from '../readModel/readModel';
import { KeyedQueue } from '../db/keyedQueue';
import type { Leases } from '../db/lease';
import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { articleRef, editionOf, recordAudit, stateOf } from './recordAudit';
import { recordArticleChange, recordArticleChanges } from './recordChange';
import { splitConceptDraft } from '../analysis/saveConcept';
import { TREE } from './categories';
import { isDuplicateKey } from '../db/duplicateKey';
import { claimSlug, moveSlug, slugTaken } from './slugs';
import { insertRevision, slotTop } from './revisionSlots';
import { forkId, keepInForks, setOnSiteInVersion } from '../versions/versionEditing';
import { newestMainLineRevision, settingsChangedFrom, shownSetting, unpublishedSettingsOf, waitingSettings } from './workingCopy';

export interface ArticleAuthor {
  models: Models;
  readModel: ReadModel;
  /** One writer at a time per article id (shared with publishing). */
  articleWrites: KeyedQueue;
  /** Slug changes one at a time (a slug is shared by all articles). */
  slugWrites: KeyedQueue;
  /** Shared with the category editor: an article's category is checked and set while no category is deleted or moved. */
  treeWrites: KeyedQueue;
}

const SLUGS = 'slugs';

/** Article, slug and tree writes, ordered across instances by leases (FerretDB's updates are not atomic). */
export function articleAuthor(deps: Pick<AppDeps, 'models' | 'readModel' | 'logger'>, leases: Leases): ArticleAuthor & { logger: Logger } {
  const queue = (name: string) => new KeyedQueue({ leases, name });
  return {
    models: deps.models,
    readModel: deps.readModel,
    articleWrites: queue('article'),
    slugWrites: queue('slugs'),
    treeWrites: queue('tree'),
    logger: deps.logger,
  };
}

/** Call in `treeWrites`: outside it, the category can be deleted between this check and the write. */
async function requireCategory(models: Models, categoryId: string): Promise<void> {
  if (!(await models.Category.exists({ _id: categoryId }))) throw BadRequest(`No category with id '${categoryId}'`);
}

/** The article as stored (a publish writes its article before it answers). */
export async function loadArticle(models: Models, id: string): Promise<ArticleDoc> {
  const doc = await models.Article.findById(id).lean<ArticleDoc>();
  if (!doc) throw NotFound(`No article with id '${id}'`);
  return doc;
}

/** A slug clash found by the unique index (two admins at once) is the same 409 as one found first. */
async function duplicateSlug(models: Models, slug: string, error: unknown): Promise<never> {
  if (!isDuplicateKey(error)) throw error;
  const holder = await models.Article.findOne({ slug }, { slug: 1, title: 1 }).lean<ArticleDoc>();
  throw holder ? slugTaken(slug, holder) : error;
}

/** A saved concept's outline as the first revision, its competitor references as the editor's note. */
async function fromConcept(models: Models, conceptId: string) {
  const concept = await models.SavedConcept.findById(conceptId).lean<SavedConceptDoc>();
  if (!concept) throw NotFound(`No saved concept with id '${conceptId}'`);
  const existing = concept.articleId ? await models.Article.findById(concept.articleId, { slug: 1, title: 1 }).lean<ArticleDoc>() : null;
  if (existing)
    throw new HttpError('conflict', `This concept already has the article '${existing.title}'`, {
      article: { id: existing._id, slug: existing.slug, title: existing.title },
    });
  return splitConceptDraft(concept.description);
}

/** "New article" and "Create article": a draft (not on the site until its first publish). */
export async function createArticle(author: ArticleAuthor, request: CreateArticleRequest, actor: Actor): Promise<ArticleDoc> {
  const { models, readModel, slugWrites, treeWrites } = author;
  return slugWrites.run(SLUGS, () =>
    treeWrites.run(TREE, async () => {
      await requireCategory(models, request.categoryId);
      // In the queue: of two "Create article" on one concept at once, the second finds the first's article.
      const concept = request.conceptId ? await fromConcept(models, request.conceptId) : null;
      const replacedOwner = await claimSlug(models, request.slug, undefined, request.replaceRedirect);
      const now = new Date();
      const processed = processArticleHtml(concept?.body ?? '');
      let doc: ArticleDoc;
      try {
        const created = await models.Article.create({
          slug: request.slug,
          title: request.title,
          categoryId: request.categoryId,
          order: 0,
          content: concept ? processed.content : '',
          headings: concept ? processed.headings : [],
          status: 'draft',
          editorNote: concept?.references.join('\n') ?? '',
          conceptId: request.conceptId ?? null,
          createdBy: actorOf(actor),
          createdAt: now,
          updatedAt: now,
        });
        doc = created.toObject<ArticleDoc>();
      } catch (error) {
        return duplicateSlug(models, request.slug, error);
      }
      if (concept) {
        await insertRevision(models, {
          articleId: doc._id,
          content: concept.body,
          adminName: actor.adminName,
          personId: actor.personId,
          createdAt: now,
          isPublished: false,
        });
        await models.SavedConcept.updateOne({ _id: request.conceptId }, { $set: { articleId: doc._id } });
      }
      const touched = replacedOwner ? await moveSlug(models, readModel, doc._id, request.slug, request.slug, false) : [];
      readModel.setArticle(doc);
      await recordArticleChanges(models, [...new Set([doc._id, ...touched])], readModel);
      await recordAudit(models, actor, concept ? 'article.createFromConcept' : 'article.create', `article:${doc._id} slug:${doc.slug}`, {
        article: articleRef(doc),
        edition: editionOf(),
        after: 'draft',
      });
      return doc;
    }),
  );
}

/**
 * Settings, through the same gate as content: a Publisher's (or an Owner's) change, and anyone's change of an
 * article readers cannot see (a draft, an unpublished article), is written at once; an Editor's change of a
 * live article waits in its working copy until a Publisher publishes it (saveSettingsToWorkingCopy).
 * Answers the article as it stands, with the settings that wait.
 */
export async function updateArticleSettings(
  author: ArticleAuthor,
  id: string,
  request: UpdateArticleSettingsRequest,
  actor: Actor & { role: Role },
): Promise<{ article: ArticleDoc; unpublished: SettingsChange | null }> {
  const live = !roleAllows(actor.role, 'publisher') && statusOf(await loadArticle(author.models, id)) === 'published';
  if (live) return saveSettingsToWorkingCopy(author, id, request, actor);
  const article = await writeLiveSettings(author, id, request, actor);
  return { article, unpublished: unpublishedSettingsOf(article, await newestMainLineRevision(author.models, id)) };
}

/** In the queues a settings write takes: the slugs' when the slug may change, the article's, the tree's when the category may. */
function inSettingsQueues<T>(author: ArticleAuthor, id: string, request: SettingsChange, task: () => Promise<T>): Promise<T> {
  const inTree = () => (request.categoryId ? author.treeWrites.run(TREE, task) : task());
  const write = () => author.articleWrites.run(id, inTree);
  return request.slug ? author.slugWrites.run(SLUGS, write) : write();
}

/** Settings written into the live article: each changed field is audited with its old and new value; a changed slug leaves a 301 behind. */
export function writeLiveSettings(author: ArticleAuthor, id: string, request: UpdateArticleSettingsRequest, actor: Actor): Promise<ArticleDoc> {
  const { models, readModel } = author;
  return inSettingsQueues(author, id, request, async () => {
    if (request.categoryId) await requireCategory(models, request.categoryId);
    const before = await loadArticle(models, id);
    const changes: Partial<ArticleDoc> = settingsChangedFrom(before, request);
    if (Object.keys(changes).length === 0) return before;
    if (changes.slug) await claimSlug(models, changes.slug, id, request.replaceRedirect);
    if (statusOf(before) === 'published') await keepInForks(models, readModel, before);
    const fields = { ...changes, updatedAt: new Date() };
    try {
      await models.Article.updateOne({ _id: id }, { $set: fields });
    } catch (error) {
      await duplicateSlug(models, changes.slug ?? before.slug, error);
    }
    const after = { ...before, ...fields };
    const touched = changes.slug ? await moveSlug(models, readModel, id, before.slug, changes.slug, statusOf(before) !== 'draft') : [];
    readModel.setArticle(after);
    await recordArticleChanges(models, [...new Set([id, ...touched])], readModel);
    await recordAudit(models, actor, 'article.settings', `article:${id} ${settingsSummary(before, changes)}`, {
      article: articleRef(after),
      edition: editionOf(),
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });
}

const settingsSummary = (before: ArticleDoc, changes: SettingsChange) =>
  Object.keys(changes)
    .map((field) => `${field}: ${shownSetting(before[field as keyof ArticleDoc])} -> ${shownSetting(changes[field as keyof SettingsChange])}`)
    .join('; ');

/**
 * An Editor's change of a live article's settings: checked as a write would be (the category exists, the slug
 * is free or its redirect may be replaced), then saved as a new revision of the working copy, its text the
 * newest revision's, its settings those already waiting with this change. Readers see nothing yet.
 */
async function saveSettingsToWorkingCopy(
  author: ArticleAuthor,
  id: string,
  request: UpdateArticleSettingsRequest,
  actor: Actor,
): Promise<{ article: ArticleDoc; unpublished: SettingsChange | null }> {
  const { models } = author;
  return inSettingsQueues(author, id, request, async () => {
    if (request.categoryId) await requireCategory(models, request.categoryId);
    const article = await loadArticle(models, id);
    if (request.slug && request.slug !== article.slug) await claimSlug(models, request.slug, id, request.replaceRedirect);
    const top = await slotTop(models, id);
    const newest = await newestMainLineRevision(models, id, top);
    const waiting = waitingSettings(newest) ?? {};
    const settings = settingsChangedFrom(article, { ...waiting, ...request });
    const unpublished = Object.keys(settings).length > 0 ? settings : null;
    // Nothing new to wait for: no revision.
    if (isDeepStrictEqual(settings, settingsChangedFrom(article, waiting))) return { article, unpublished };
    const revision = await insertRevision(
      models,
      {
        articleId: id,
        content: newest?.content ?? article.content,
        adminName: actor.adminName,
        personId: actor.personId,
        createdAt: new Date(),
        isPublished: false,
        settings,
      },
      top,
    );
    await recordAudit(models, actor, 'article.settings.save', `article:${id} revision:${revision._id} ${settingsSummary(article, settings)}`, {
      article: articleRef(article),
      edition: editionOf(),
      before: stateOf(article),
      after: 'liveWithChanges',
      revisionIds: [revision._id],
    });
    return { article, unpublished };
  });
}

/** Unpublish (off the site, 410 Gone, revisions kept) or Restore (back on the site as last published), in the main line or a fork (`version`). */
export async function setOnSite(author: ArticleAuthor, id: string, onSite: boolean, actor: Actor, version?: string): Promise<ArticleDoc> {
  const { models, readModel, articleWrites } = author;
  const versionId = forkId(readModel, version);
  return articleWrites.run(id, async () => {
    const before = await loadArticle(models, id);
    if (versionId !== null) {
      await setOnSiteInVersion(author, before, versionId, onSite, actor);
      return before;
    }
    const from = onSite ? 'unpublished' : 'published';
    if (statusOf(before) !== from) {
      const state = { draft: 'is a draft (publish it instead)', published: 'is already on the site', unpublished: 'is already off the site' }[statusOf(before)];
      throw new HttpError('conflict', `The article '${before.title}' ${state}`);
    }
    const fields = { status: onSite ? 'published' : 'unpublished', updatedAt: new Date() } as const;
    if (!onSite) await keepInForks(models, readModel, before);
    await models.Article.updateOne({ _id: id }, { $set: fields });
    const after = { ...before, ...fields };
    readModel.setArticle(after);
    await recordArticleChange(models, id, readModel);
    await recordAudit(models, actor, onSite ? 'article.restore' : 'article.unpublish', `article:${id} slug:${before.slug}`, {
      article: articleRef(before),
      edition: editionOf(),
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });
}

/** Deletes a draft or an unpublished article with its revisions, autosaves and old slugs; a published one is refused. */
export async function deleteArticle(author: ArticleAuthor, id: string, actor: Actor): Promise<void> {
  const { models, readModel, articleWrites } = author;
  await articleWrites.run(id, async () => {
    const before = await loadArticle(models, id);
    if (statusOf(before) === 'published') throw new HttpError('conflict', `The article '${before.title}' is on the site: unpublish it before deleting it`);
    await models.Article.deleteOne({ _id: id });
    await models.Revision.deleteMany({ articleId: id });
    await models.RevisionSlot.deleteMany({ articleId: id });
    await models.Autosave.deleteMany({ articleId: id });
    await models.SlugRedirect.deleteMany({ articleId: id });
    readModel.applyChanges({ removedIds: [id] });
    await recordArticleChange(models, id, readModel);
    await recordAudit(models, actor, 'article.delete', `article:${id} slug:${before.slug} title:${before.title}`, {
      article: articleRef(before),
      edition: editionOf(),
      before: stateOf(before),
    });
  });
}
