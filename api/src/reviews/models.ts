import type { Actor } from '@kb/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { uuidSchema } from '../models/schemaHelpers';

/** A revision submitted for review: `_id` is the revision's, so of two submits at once only one inserts. */
export interface ReviewDoc {
  _id: string;
  articleId: string;
  /** The article's title when the revision was submitted. */
  articleTitle: string;
  status: 'pending' | 'approved' | 'changesRequested';
  submittedBy: Actor;
  submittedAt: Date;
  comment: string | null;
  decidedBy: Actor | null;
  decidedAt: Date | null;
  publishAt: Date | null;
}

/** A scheduled publish or unpublish; `doneAt` is set, under the schedule's lease, once it ran. */
export interface ScheduleDoc {
  _id: string;
  action: 'publish' | 'unpublish';
  articleId: string;
  articleTitle: string;
  revisionId: string | null;
  runAt: Date;
  createdBy: Actor;
  createdAt: Date;
  doneAt: Date | null;
  outcome: string | null;
}

const reviewSchema = uuidSchema<ReviewDoc>(
  {
    articleId: { type: String, required: true },
    articleTitle: { type: String, required: true },
    status: { type: String, required: true },
    submittedBy: { type: Schema.Types.Mixed, required: true },
    submittedAt: { type: Date, required: true },
    comment: { type: String, default: null },
    decidedBy: { type: Schema.Types.Mixed, default: null },
    decidedAt: { type: Date, default: null },
    publishAt: { type: Date, default: null },
  },
  'reviews',
);

const scheduleSchema = uuidSchema<ScheduleDoc>(
  {
    action: { type: String, required: true },
    articleId: { type: String, required: true },
    articleTitle: { type: String, required: true },
    revisionId: { type: String, default: null },
    runAt: { type: Date, required: true },
    createdBy: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
    outcome: { type: String, default: null },
  },
  'schedules',
);

export interface ReviewModels {
  Review: Model<ReviewDoc>;
  Schedule: Model<ScheduleDoc>;
}

/** The review and schedule models of a connection (made once per connection). */
export function reviewModels(conn: Connection): ReviewModels {
  return {
    Review: (conn.models.Review ?? conn.model<ReviewDoc>('Review', reviewSchema)) as Model<ReviewDoc>,
    Schedule: (conn.models.Schedule ?? conn.model<ScheduleDoc>('Schedule', scheduleSchema)) as Model<ScheduleDoc>,
  };
}
