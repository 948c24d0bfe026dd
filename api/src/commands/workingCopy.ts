import { lifecycleState, transitionRefusal, type Actor, type LifecycleAction, type LifecycleState, type Role, type SettingsChange } from '@kb/contracts';
import type { ArticleDoc, Models, RevisionDoc } from '../models';
import { Conflict, HttpError, NotFound } from '../errors';
import { actorOf } from '../people/actor';
import type { ReviewDoc, ReviewModels } from '../reviews/models';
import { statusOf } from '../models/articleStatus';
import type { ArticleAuthor } from './authorArticle';
import { articleRef, editionOf, recordAudit } from './recordAudit';
import { newestRevision, revisionsOf, type RevisionFacts, type SlotTop } from './revisionSlots';

/*
 * The working copy of an article is its newest revision saved in the main line: the editor opens it, and
 * Publish publishes exactly it (a newer one saved meanwhile is a 409 naming who saved it).
 *
 * An Editor's change to a live article's settings is part of its working copy, as a change to its text is:
 * it is saved into a new revision (the newest revision's text with the changed settings) and reaches readers
 * only when a Publisher publishes that revision, or approves it in review. Each later revision carries the
 * waiting settings forward, so whichever is published next takes them along.
 */

const SETTINGS = ['title', 'slug', 'categoryId', 'order', 'metaDescription', 'seoKeywords', 'semanticTags'] as const;
export const shownSetting = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** The fields of `wanted` that differ from the article's. */
export function settingsChangedFrom(article: ArticleDoc, wanted: SettingsChange): SettingsChange {
  const changes: SettingsChange = {};
  for (const field of SETTINGS) {
    const value = wanted[field];
    if (value !== undefined && shownSetting(value) !== shownSetting(article[field])) Object.assign(changes, { [field]: value });
  }
  return changes;
}

const inMainLine = (revision: Pick<RevisionDoc, 'versionId' | 'discardedAt'>) => !revision.versionId && !revision.discardedAt;

/**
 * The newest revision of the main line (not a version's, not a discarded one), in the order Revision History lists
 * them; `top`: where the article's slots end, when the caller has found it (revisionSlots).
 */
export async function newestMainLineRevision(models: Models, articleId: string, top?: SlotTop): Promise<RevisionDoc | null> {
  return newestRevision<never>(models, articleId, inMainLine, [], top);
}

const newerConflict = (message: string, newest: RevisionDoc) =>
  new HttpError('conflict', message, { newer: { revisionId: newest._id, adminName: newest.adminName, savedAt: new Date(newest.createdAt).toISOString() } });

/**
 * A save that started from `base` (the working copy the editor opened, null: none) while a newer revision was saved
 * meanwhile: 409 naming who saved it, so that the editor asks before saving over it. `undefined`: not checked.
 */
export function requireSavedOver(newest: RevisionDoc | null, base: string | null | undefined): void {
  if (base === undefined || (newest?._id ?? null) === base || !newest) return;
  throw newerConflict(`${newest.adminName} saved a newer revision of this article while you were editing`, newest);
}

/** Settings waiting in a working copy: those of the newest main-line revision while it is unpublished. */
export function waitingSettings(newest: RevisionDoc | null): SettingsChange | null {
  return newest && !newest.isPublished && newest.settings && Object.keys(newest.settings).length > 0 ? newest.settings : null;
}

/** What the console shows as not yet live: the waiting settings (of the newest main-line revision) that still differ from the live article's. */
export function unpublishedSettingsOf(article: ArticleDoc, newest: RevisionDoc | null): SettingsChange | null {
  const waiting = waitingSettings(newest);
  const changed = waiting && settingsChangedFrom(article, waiting);
  return changed && Object.keys(changed).length > 0 ? changed : null;
}

/**
 * Publish, Approve and Submit act on the working copy only: 409 when a newer revision was saved in the main line
 * meanwhile, naming who saved it (`doing`: what the person was about to do).
 */
export async function requireNewestRevision(
  models: Models,
  revision: (RevisionFacts & Pick<RevisionDoc, 'articleId'>) | null,
  doing: 'publishing' | 'approving' | 'submitting' = 'publishing',
): Promise<void> {
  if (!revision || revision.versionId) return;
  requireNotDiscarded(revision);
  // The revision itself is not read again: when it is the newest, nothing is.
  const newest = await newestRevision(models, revision.articleId, inMainLine, [revision]);
  if (!newest || newest._id === revision._id) return;
  // Not the known revision: one read in full.
  const newer = newest as RevisionDoc;
  throw newerConflict(`${newer.adminName} saved a newer revision of this article meanwhile: open it again to see it before ${doing}`, newer);
}

/**
 * What the checks before a publish read of a revision: who wrote it (review), its article, version and date (working
 * copy), and the settings it carries (the publish).
 */
export type RevisionToCheck = Pick<RevisionDoc, '_id' | 'personId' | 'articleId' | 'versionId' | 'discardedAt' | 'createdAt' | 'settings'>;

/** The revision a publish (now or scheduled) names, read once for its checks; null when there is none (the publish's own 404). */
export const revisionToCheck = (models: Models, revisionId: string): Promise<RevisionToCheck | null> =>
  models.Revision.findById(revisionId, { personId: 1, articleId: 1, versionId: 1, discardedAt: 1, createdAt: 1, settings: 1 }).lean<RevisionToCheck>().exec();

/** 409 for a revision whose changes were discarded: it can no longer be published or approved. */
export function requireNotDiscarded(revision: Pick<RevisionDoc, 'discardedAt'>): void {
  if (revision.discardedAt) throw Conflict('These unpublished changes were discarded: open the article again to see its working copy');
}

/**
 * "Discard unpublished changes": the live revision becomes the working copy again. The main-line revisions saved
 * after it are marked discarded (kept in Revision History, where Load brings their text back), and their pending
 * reviews are withdrawn. 409 when the article is not live or nothing unpublished waits.
 */
export function discardUnpublishedChanges(author: ArticleAuthor, reviews: ReviewModels, articleId: string, actor: Actor & { role: Role }): Promise<number> {
  return author.articleWrites.run(articleId, async () => {
    const article = author.readModel.storedArticle(articleId);
    if (!article) throw NotFound(`No article with id '${articleId}'`);
    const mainLine = (await revisionsOf(author.models, articleId)).filter(inMainLine);
    const live = mainLine.findIndex((revision) => revision.isPublished);
    if (live === -1) throw Conflict('Nothing of this article is live to go back to: a draft has no unpublished changes to discard');
    const newer = mainLine.slice(0, live);
    if (newer.length === 0) throw Conflict('This article has no unpublished changes: the working copy is the live revision');
    const before = await lifecycleOf(reviews, article, mainLine[0] ?? null);
    requireTransition(before, 'discard', actor.role);
    const discardedAt = new Date();
    const ids = newer.map((revision) => revision._id);
    await Promise.all(ids.map((_id) => author.models.Revision.updateOne({ _id }, { $set: { discardedAt } })));
    await Promise.all(
      ids.map((_id) =>
        reviews.Review.updateOne({ _id, status: 'pending' }, { $set: { status: 'withdrawn', decidedBy: actorOf(actor), decidedAt: discardedAt } }),
      ),
    );
    await recordAudit(author.models, actor, 'revision.discard', `article:${articleId} revisions:${ids.join(',')}`, {
      article: articleRef(article),
      edition: editionOf(),
      before,
      after: 'live',
      revisionIds: ids,
    });
    return ids.length;
  });
}

/** Where an article's main line is in the lifecycle: its status, its working copy (`newest`) and that revision's review. */
export async function lifecycleOf(reviews: ReviewModels, article: Pick<ArticleDoc, 'status'>, newest: RevisionDoc | null): Promise<LifecycleState> {
  const review =
    newest && !newest.isPublished
      ? await reviews.Review.findById(newest._id, { status: 1, publishAt: 1 }).lean<Pick<ReviewDoc, 'status' | 'publishAt'>>()
      : null;
  return lifecycleState({ status: statusOf(article), workingCopyPublished: newest ? newest.isPublished : null, review });
}

/** 409 when the lifecycle's table does not let the actor do `action` from the article's state (403 stays the routes' role check). */
export function requireTransition(state: LifecycleState, action: LifecycleAction, role: Role): void {
  const refusal = transitionRefusal(state, action, role);
  if (refusal) throw Conflict(refusal);
}
