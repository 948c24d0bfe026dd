import type { Review, Schedule } from '@kb/contracts';
import { actorOf } from '../people/actor';
import type { ReviewDoc, ScheduleDoc } from './models';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function presentReview(doc: ReviewDoc): Review {
  return {
    id: doc._id,
    articleId: doc.articleId,
    articleTitle: doc.articleTitle,
    revisionId: doc._id,
    status: doc.status,
    submittedBy: actorOf(doc.submittedBy),
    submittedAt: new Date(doc.submittedAt).toISOString(),
    note: doc.note ?? null,
    comment: doc.comment ?? null,
    decidedBy: doc.decidedBy ? actorOf(doc.decidedBy) : null,
    decidedAt: iso(doc.decidedAt),
    publishAt: iso(doc.publishAt),
  };
}

export function presentSchedule(doc: ScheduleDoc): Schedule {
  return {
    id: doc._id,
    action: doc.action,
    articleId: doc.articleId,
    articleTitle: doc.articleTitle,
    revisionId: doc.revisionId ?? null,
    runAt: new Date(doc.runAt).toISOString(),
    createdBy: actorOf(doc.createdBy),
    doneAt: iso(doc.doneAt),
    outcome: doc.outcome ?? null,
    needsPublisher: doc.needsPublisher ?? false,
  };
}
