import { trusted } from 'mongoose';
import { roleAllows, type Actor, type CreateScheduleRequest, type InternalLinkProblem } from '@kb/contracts';
import { loadArticle, setOnSite, type ArticleAuthor } from '../commands/authorArticle';
import { brokenInternalLinks } from '../commands/checkLinks';
import { publishRevision } from '../commands/publishRevision';
import { articleRef, editionOf, recordAudit, stateOf } from '../commands/recordAudit';
import { withEventCause } from '../events/eventCause';
import { asOneWrite } from '../commands/recordChange';
import type { Leases } from '../db/lease';
import { BadRequest, Conflict, HttpError, NotFound } from '../errors';
import type { Logger } from '../logger';
import type { Models, PersonDoc, RevisionDoc } from '../models';
import type { ReviewModels, ScheduleDoc } from './models';
import { actorOf } from '../people/actor';
import { readSiteSettings } from '../settings/siteSettings';

/** The time of a schedule, which must be later than now (400 otherwise). */
export function laterThanNow(at: string): Date {
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw BadRequest('The time must be in the future', { at });
  return date;
}

type NewSchedule = Pick<ScheduleDoc, 'action' | 'articleId' | 'articleTitle' | 'revisionId' | 'runAt' | 'publishAnyway'>;

/** Stores a schedule (an insert): from then on, it runs at its time on whichever instance claims it first. */
export async function insertSchedule(reviews: ReviewModels, schedule: NewSchedule, actor: Actor): Promise<ScheduleDoc> {
  const doc = await reviews.Schedule.create({ ...schedule, createdBy: actorOf(actor), createdAt: new Date(), doneAt: null, outcome: null });
  return doc.toObject();
}

export interface ScheduleDeps {
  author: ArticleAuthor & { logger?: Logger };
  reviews: ReviewModels;
  /** Schedule leases (`schedule:<id>`): held while one runs, or is cancelled. */
  leases: Leases;
}

/** A publisher schedules a revision's publish or an article's unpublish. */
export async function createSchedule(deps: ScheduleDeps, request: CreateScheduleRequest, actor: Actor): Promise<ScheduleDoc> {
  const runAt = laterThanNow(request.at);
  const { models } = deps.author;
  let revisionId: string | null = null;
  let articleId: string;
  if (request.action === 'publish') {
    const revision = await models.Revision.findById(request.revisionId, { articleId: 1 }).lean<Pick<RevisionDoc, '_id' | 'articleId'>>();
    if (!revision) throw NotFound(`No revision with id '${request.revisionId}'`);
    ({ _id: revisionId, articleId } = revision);
  } else articleId = request.articleId;
  const article = await loadArticle(models, articleId);
  const publishAnyway = request.action === 'publish' && request.publishAnyway === true;
  const doc = await insertSchedule(deps.reviews, { action: request.action, articleId, articleTitle: article.title, revisionId, runAt, publishAnyway }, actor);
  await recordAudit(models, actor, `schedule.${request.action}`, `article:${articleId} at:${runAt.toISOString()}`, {
    article: articleRef(article),
    edition: editionOf(),
    before: stateOf(article),
    after: request.action === 'publish' ? 'approved' : stateOf(article),
    revisionIds: revisionId ? [revisionId] : [],
  });
  return doc;
}

/** The schedules still to run, soonest first. */
export function pendingSchedules(deps: Pick<ScheduleDeps, 'reviews'>): Promise<ScheduleDoc[]> {
  return deps.reviews.Schedule.find({ doneAt: null }).sort({ runAt: 1 }).lean<ScheduleDoc[]>();
}

/** Cancels a schedule that has not run (409 once it ran; never while it runs: the same lease). */
export async function cancelSchedule(deps: ScheduleDeps, id: string, actor: Actor): Promise<void> {
  await deps.leases.hold(`schedule:${id}`, async () => {
    const schedule = await deps.reviews.Schedule.findById(id).lean<ScheduleDoc>();
    if (!schedule) throw NotFound(`No schedule with id '${id}'`);
    if (schedule.doneAt) throw Conflict('This schedule already ran');
    await deps.reviews.Schedule.deleteOne({ _id: id });
    await recordAudit(deps.author.models, actor, 'schedule.cancel', `article:${schedule.articleId} schedule:${id}`, {
      article: { id: schedule.articleId, title: schedule.articleTitle },
      edition: editionOf(),
      revisionIds: schedule.revisionId ? [schedule.revisionId] : [],
    });
  });
}

/**
 * Whether whoever scheduled it may still publish: a person still on the team as Publisher or Owner, or the
 * shared-password administrator (an Owner) while that sign-in is on.
 */
async function stillPublisher(models: Models, actor: Actor): Promise<boolean> {
  if (actor.personId === null) return (await readSiteSettings(models)).sharedPasswordSignIn;
  const person = await models.Person.findById(actor.personId, { role: 1 }).lean<Pick<PersonDoc, 'role'>>();
  return person !== null && roleAllows(person.role, 'publisher');
}

/** The revision's broken internal links as readers would meet them now (the check Publish and Approve run). */
async function brokenLinksOf(author: ArticleAuthor, revisionId: string): Promise<InternalLinkProblem[]> {
  const revision = await author.models.Revision.findById(revisionId, { articleId: 1, content: 1 }).lean<Pick<RevisionDoc, 'articleId' | 'content'>>();
  return revision ? brokenInternalLinks(author.readModel, revision.articleId, revision.content) : [];
}

/** Whether the error is another instance holding this schedule's lease. */
const heldElsewhere = (error: unknown, id: string) =>
  error instanceof HttpError && error.code === 'conflict' && (error.details as { lease?: string } | undefined)?.lease === `schedule:${id}`;

/**
 * Runs one due schedule exactly once across instances: claims its lease (an insert with a unique `_id`;
 * held elsewhere, it is left to that instance), reads it again (done by an instance that held the lease
 * before: nothing to do), runs it as the person who scheduled it, and records it done before the lease
 * goes. When that person may no longer publish, it is not run but marked as needing a publisher. Refused (the article gone, already off the site…) it is done with the reason; another error
 * (the database away) leaves it for the next round. Answers whether this call ran it.
 */
async function runSchedule(deps: ScheduleDeps, claims: Leases, id: string): Promise<boolean> {
  try {
    return await claims.hold(`schedule:${id}`, async () => {
      const schedule = await deps.reviews.Schedule.findById(id).lean<ScheduleDoc>();
      if (!schedule || schedule.doneAt || schedule.needsPublisher) return false;
      if (!(await stillPublisher(deps.author.models, schedule.createdBy))) {
        await deps.reviews.Schedule.updateOne({ _id: id }, { $set: { needsPublisher: true } });
        deps.author.logger?.warn({ schedule: id, createdBy: schedule.createdBy }, 'A due schedule was not run: whoever scheduled it may no longer publish');
        await recordRun(deps, schedule, 'it needs a publisher (whoever scheduled it may no longer publish)', false);
        return false;
      }
      let outcome: string | undefined;
      try {
        const broken = schedule.action === 'publish' && !schedule.publishAnyway ? await brokenLinksOf(deps.author, schedule.revisionId as string) : [];
        if (broken.length)
          outcome = `not published: ${broken.length === 1 ? '1 broken internal link' : `${broken.length} broken internal links`} (${broken.map((link) => link.href).join(', ')})`;
        else
          await asOneWrite(deps.author.models, schedule.createdBy, () =>
            withEventCause(`schedule:${id}`, async () => {
              if (schedule.action === 'publish') await publishRevision(deps.author, schedule.revisionId as string, schedule.createdBy);
              else await setOnSite(deps.author, schedule.articleId, false, schedule.createdBy);
            }),
          );
        outcome ??= schedule.action === 'publish' ? 'published' : 'unpublished';
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500 || (error.details as { lease?: string } | undefined)?.lease) throw error;
        outcome = `not ${schedule.action}ed: ${error.message}`;
      }
      await deps.reviews.Schedule.updateOne({ _id: id }, { $set: { doneAt: new Date(), outcome } });
      await recordRun(deps, schedule, outcome, outcome === 'published' || outcome === 'unpublished');
      return true;
    });
  } catch (error) {
    if (heldElsewhere(error, id)) return false;
    throw error;
  }
}

/** The event of a schedule's run, as its creator (who is told): done ('schedule.ran') or not run ('schedule.skipped'), with the outcome. */
async function recordRun(deps: ScheduleDeps, schedule: ScheduleDoc, outcome: string, done: boolean): Promise<void> {
  const article = deps.author.readModel.storedArticle(schedule.articleId);
  await recordAudit(
    deps.author.models,
    schedule.createdBy,
    done ? 'schedule.ran' : 'schedule.skipped',
    `article:${schedule.articleId} schedule:${schedule._id} action:${schedule.action} outcome:${outcome}`,
    {
      article: { id: schedule.articleId, title: article?.title ?? schedule.articleTitle },
      edition: editionOf(),
      before: 'approved',
      after: done ? (schedule.action === 'publish' ? 'live' : 'unpublished') : article ? stateOf(article) : null,
      revisionIds: schedule.revisionId ? [schedule.revisionId] : [],
      concerns: schedule.createdBy,
    },
  );
}

/** Runs the schedules due by `now`, one after another; answers how many this instance ran. */
export async function runDueSchedules(deps: ScheduleDeps, claims: Leases, now = new Date()): Promise<number> {
  const due = await deps.reviews.Schedule.find({ doneAt: null, needsPublisher: trusted({ $ne: true }), runAt: trusted({ $lte: now }) }, { _id: 1 })
    .sort({ runAt: 1 })
    .lean<Pick<ScheduleDoc, '_id'>[]>();
  let ran = 0;
  for (const { _id } of due) {
    try {
      if (await runSchedule(deps, claims, _id)) ran += 1;
    } catch (err) {
      deps.author.logger?.warn({ err, schedule: _id }, 'A scheduled publish or unpublish failed; it is tried again in the next round');
    }
  }
  return ran;
}
