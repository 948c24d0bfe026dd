import { trusted } from 'mongoose';
import type { Actor, CreateScheduleRequest } from '@kb/contracts';
import { loadArticle, setOnSite, type ArticleAuthor } from '../commands/authorArticle';
import { publishRevision } from '../commands/publishRevision';
import { recordAudit } from '../commands/recordAudit';
import type { Leases } from '../db/lease';
import { BadRequest, Conflict, HttpError, NotFound } from '../errors';
import type { Logger } from '../logger';
import type { RevisionDoc } from '../models';
import type { ReviewModels, ScheduleDoc } from './models';
import { actorOf } from '../people/actor';

/** The time of a schedule, which must be later than now (400 otherwise). */
export function laterThanNow(at: string): Date {
  const date = new Date(at);
  if (date.getTime() <= Date.now()) throw BadRequest('The time must be in the future', { at });
  return date;
}

type NewSchedule = Pick<ScheduleDoc, 'action' | 'articleId' | 'articleTitle' | 'revisionId' | 'runAt'>;

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
  const doc = await insertSchedule(deps.reviews, { action: request.action, articleId, articleTitle: article.title, revisionId, runAt }, actor);
  await recordAudit(models, actor, `schedule.${request.action}`, `article:${articleId} at:${runAt.toISOString()}`);
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
    await recordAudit(deps.author.models, actor, 'schedule.cancel', `article:${schedule.articleId} schedule:${id}`);
  });
}

/** Whether the error is another instance holding this schedule's lease. */
const heldElsewhere = (error: unknown, id: string) =>
  error instanceof HttpError && error.code === 'conflict' && (error.details as { lease?: string } | undefined)?.lease === `schedule:${id}`;

/**
 * Runs one due schedule exactly once across instances: claims its lease (an insert with a unique `_id`;
 * held elsewhere, it is left to that instance), reads it again (done by an instance that held the lease
 * before: nothing to do), runs it as the person who scheduled it, and records it done before the lease
 * goes. Refused (the article gone, already off the site…) it is done with the reason; another error
 * (the database away) leaves it for the next round. Answers whether this call ran it.
 */
async function runSchedule(deps: ScheduleDeps, claims: Leases, id: string): Promise<boolean> {
  try {
    return await claims.hold(`schedule:${id}`, async () => {
      const schedule = await deps.reviews.Schedule.findById(id).lean<ScheduleDoc>();
      if (!schedule || schedule.doneAt) return false;
      let outcome: string;
      try {
        if (schedule.action === 'publish') await publishRevision(deps.author, schedule.revisionId as string, schedule.createdBy);
        else await setOnSite(deps.author, schedule.articleId, false, schedule.createdBy);
        outcome = schedule.action === 'publish' ? 'published' : 'unpublished';
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500 || (error.details as { lease?: string } | undefined)?.lease) throw error;
        outcome = `not ${schedule.action}ed: ${error.message}`;
      }
      await deps.reviews.Schedule.updateOne({ _id: id }, { $set: { doneAt: new Date(), outcome } });
      return true;
    });
  } catch (error) {
    if (heldElsewhere(error, id)) return false;
    throw error;
  }
}

/** Runs the schedules due by `now`, one after another; answers how many this instance ran. */
export async function runDueSchedules(deps: ScheduleDeps, claims: Leases, now = new Date()): Promise<number> {
  const due = await deps.reviews.Schedule.find({ doneAt: null, runAt: trusted({ $lte: now }) }, { _id: 1 }).sort({ runAt: 1 }).lean<Pick<ScheduleDoc, '_id'>[]>();
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
