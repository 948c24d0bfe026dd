import { trusted } from 'mongoose';
import type { Actor, ApproveReviewRequest, Role } from '@kb/contracts';
import { roleAllows } from '@kb/contracts';
import type { ArticleAuthor } from '../commands/authorArticle';
import { currentArticle, publishRevision } from '../commands/publishRevision';
import { articleRef, editionOf, recordAudit, stateOf } from '../commands/recordAudit';
import { withEventCause } from '../events/eventCause';
import { isDuplicateKey } from '../db/duplicateKey';
import { htmlPool } from '../html/htmlPool';
import { readersLinks } from '../commands/readersLinks';
import type { KeyedQueue } from '../db/keyedQueue';
import { Conflict, NotFound } from '../errors';
import type { Logger } from '../logger';
import type { PersonDoc, RevisionDoc } from '../models';
import { reviewRequired } from '../settings/siteSettingsFollower';
import type { ReviewDoc, ReviewModels } from './models';
import { insertSchedule, laterThanNow } from './schedules';
import { lifecycleOf, requireNewestRevision, requireNotDiscarded, requireTransition } from '../commands/workingCopy';
import { actorOf } from '../people/actor';

export interface ReviewDeps {
  author: ArticleAuthor & { logger?: Logger };
  reviews: ReviewModels;
  /** One decision at a time per review, on this instance or another. */
  reviewWrites: KeyedQueue;
}

async function findRevision(deps: ReviewDeps, revisionId: string): Promise<RevisionDoc> {
  const revision = await deps.author.models.Revision.findById(revisionId).lean<RevisionDoc>();
  if (!revision) throw NotFound(`No revision with id '${revisionId}'`);
  return revision;
}

/** An editor submits a revision for review (with an optional note): one review per revision, pending until a publisher decides. */
export async function submitForReview(deps: ReviewDeps, revisionId: string, actor: Actor & { role: Role }, note?: string): Promise<ReviewDoc> {
  const revision = await findRevision(deps, revisionId);
  if (revision.isPublished) throw Conflict('This revision is already live');
  requireNotDiscarded(revision);
  const article = await currentArticle(deps.author.models, deps.author.readModel, revision.articleId);
  if (!article) throw NotFound(`No article with id '${revision.articleId}'`);
  if (!revision.versionId) {
    await requireNewestRevision(deps.author.models, revision, 'submitting');
    requireTransition(await lifecycleOf(deps.reviews, article, revision), 'submit', actor.role);
  }
  const doc = {
    _id: revision._id,
    articleId: article._id,
    articleTitle: article.title,
    status: 'pending' as const,
    submittedBy: actorOf(actor),
    submittedAt: new Date(),
    note: note || null,
    comment: null,
    decidedBy: null,
    decidedAt: null,
    publishAt: null,
  };
  try {
    await deps.reviews.Review.create(doc);
  } catch (error) {
    if (isDuplicateKey(error)) throw Conflict('This revision was already submitted for review: save your changes as a new revision and submit that');
    throw error;
  }
  const before = stateOf(article);
  await recordAudit(deps.author.models, actor, 'review.submit', `article:${article._id} revision:${revision._id}`, {
    article: articleRef(article),
    edition: editionOf(),
    before: before === 'live' ? 'liveWithChanges' : before,
    after: 'inReview',
    revisionIds: [revision._id],
  });
  return doc;
}

/** The pending reviews, oldest first. */
export function reviewQueue(deps: ReviewDeps): Promise<ReviewDoc[]> {
  return deps.reviews.Review.find({ status: 'pending' }).sort({ submittedAt: 1 }).lean<ReviewDoc[]>();
}

/** An article's reviews, newest first (the editor sees the latest decision on the article). */
export function articleReviews(deps: ReviewDeps, articleId: string): Promise<ReviewDoc[]> {
  return deps.reviews.Review.find({ articleId }).sort({ submittedAt: -1 }).limit(20).lean<ReviewDoc[]>();
}

type Decision = Pick<ReviewDoc, 'status' | 'comment' | 'publishAt'>;

/** Decides a pending review once (a second decision is answered 409), then records who decided. */
function decide(deps: ReviewDeps, id: string, actor: Actor, act: (review: ReviewDoc) => Promise<Decision>): Promise<ReviewDoc> {
  return deps.reviewWrites.run(id, async () => {
    const review = await deps.reviews.Review.findById(id).lean<ReviewDoc>();
    if (!review) throw NotFound(`No review with id '${id}'`);
    if (review.status === 'withdrawn') throw Conflict('This review was withdrawn: its changes were discarded');
    if (review.status !== 'pending') throw Conflict(`This review was already decided (${review.status === 'approved' ? 'approved' : 'changes requested'})`);
    const decided = { ...(await act(review)), decidedBy: actorOf(actor), decidedAt: new Date() };
    await deps.reviews.Review.updateOne({ _id: id }, { $set: decided });
    const title = deps.author.readModel.storedArticle(review.articleId)?.title ?? review.articleTitle;
    await recordAudit(
      deps.author.models,
      actor,
      `review.${decided.status}`,
      `article:${review.articleId} revision:${id}${decided.publishAt ? ` at:${decided.publishAt.toISOString()}` : ''}`,
      {
        article: { id: review.articleId, title },
        edition: editionOf(),
        before: 'inReview',
        after: decided.status === 'changesRequested' ? 'changesRequested' : decided.publishAt ? 'approved' : 'live',
        revisionIds: [id],
        concerns: review.submittedBy,
      },
    );
    return { ...review, ...decided };
  });
}

/** "Preview": the submitted revision's HTML as readers would get it, through the same content pipeline as a publish. */
export async function reviewPreview(deps: ReviewDeps, id: string): Promise<{ title: string; content: string }> {
  const review = await deps.reviews.Review.findById(id, { articleTitle: 1 }).lean<Pick<ReviewDoc, 'articleTitle'>>();
  if (!review) throw NotFound(`No review with id '${id}'`);
  const revision = await findRevision(deps, id);
  const { content } = await htmlPool.run('processArticleHtml', readersLinks(deps.author.readModel, revision.content));
  return { title: revision.settings?.title ?? review.articleTitle, content };
}

/** 409 when another revision of the article was submitted after this one: only the newest submitted may be approved. */
async function requireNewestSubmitted(deps: ReviewDeps, review: ReviewDoc): Promise<void> {
  const newer = await deps.reviews.Review.findOne({ articleId: review.articleId, submittedAt: trusted({ $gt: review.submittedAt }) }, { submittedBy: 1 }).lean<
    Pick<ReviewDoc, 'submittedBy'>
  >();
  if (newer) throw Conflict(`A newer revision of this article was submitted for review (by ${newer.submittedBy.adminName}): review that one instead`);
}

/**
 * Approve: publishes the revision now, or schedules its publish at `publishAt` (with `publishAnyway`, even if its
 * internal links are broken then); only the newest revision submitted for the article.
 */
export function approveReview(deps: ReviewDeps, id: string, actor: Actor, { publishAt, publishAnyway }: ApproveReviewRequest): Promise<ReviewDoc> {
  const at = publishAt === undefined ? null : laterThanNow(publishAt);
  return decide(deps, id, actor, async (review) => {
    const revision = await findRevision(deps, id);
    requireNotDiscarded(revision);
    await requireNewestRevision(deps.author.models, revision, 'approving');
    // In the main line a revision is submitted only while it is the newest, so the newest revision is the newest
    // submitted (and the check above is by _id; this one reads the reviews by article: every review on SQLite).
    if (revision.versionId) await requireNewestSubmitted(deps, review);
    if (at)
      await insertSchedule(
        deps.reviews,
        { action: 'publish', articleId: review.articleId, articleTitle: review.articleTitle, revisionId: id, runAt: at, publishAnyway: publishAnyway === true },
        actor,
      );
    // Its publish is told as this approval (one notification to the author: approved and published).
    else await withEventCause(`review:${id}`, () => publishRevision(deps.author, id, actor, undefined, revision));
    return { status: 'approved', comment: null, publishAt: at };
  });
}

/** Request changes: the revision goes back to its editor with the comment. */
export function requestChanges(deps: ReviewDeps, id: string, actor: Actor, comment: string): Promise<ReviewDoc> {
  return decide(deps, id, actor, async () => ({ status: 'changesRequested', comment, publishAt: null }));
}

/**
 * With the review setting on, a revision written below the Publisher role (by a person, or a person
 * since removed) goes live only through an approved review; 409 otherwise. Off, nothing is refused.
 */
export async function requireReviewed(
  { models, readModel }: Pick<ArticleAuthor, 'models' | 'readModel'>,
  reviews: ReviewModels,
  revision: Pick<RevisionDoc, '_id' | 'personId'> | null,
): Promise<void> {
  if (!(await reviewRequired(models, readModel))) return;
  if (!revision?.personId) return;
  const person = await models.Person.findById(revision.personId).lean<PersonDoc>();
  if (person && roleAllows(person.role, 'publisher')) return;
  const review = await reviews.Review.findById(revision._id).lean<ReviewDoc>();
  if (review?.status !== 'approved')
    throw Conflict('Editors’ changes need review on this site: submit this revision for review, and approve it in the Review queue');
}
