import type { Actor } from '@kb/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { nullable, required, uuidSchema } from '../models/schemaHelpers';

/** A revision submitted for review: `_id` is the revision's, so of two submits at once only one inserts. */
export interface ReviewDoc {
  _id: string;
  articleId: string;
  /** The article's title when the revision was submitted. */
  articleTitle: string;
  status: 'pending' | 'approved' | 'changesRequested' | 'withdrawn';
  submittedBy: Actor;
  submittedAt: Date;
  /** The submitter's "Note to reviewer" (absent on reviews submitted before notes). */
  note?: string | null;
  comment: string | null;
  decidedBy: Actor | null;
  decidedAt: Date | null;
  publishAt: Date | null;
}

/**
 * A scheduled publish or unpublish; `doneAt` is set, under the schedule's lease, once it ran. `needsPublisher`
 * is set instead when, due, its creator no longer held a publishing role: it is not run, and not tried again.
 */
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
  needsPublisher?: boolean;
  /** "Publish anyway": published at its time even with broken internal links (otherwise it is not). */
  publishAnyway?: boolean;
}

const reviewSchema = uuidSchema<ReviewDoc>(
  {
    ...required({ articleId: String, articleTitle: String, status: String, submittedBy: Schema.Types.Mixed, submittedAt: Date }),
    ...nullable({ note: String, comment: String, decidedBy: Schema.Types.Mixed, decidedAt: Date, publishAt: Date }),
  },
  'reviews',
);

const scheduleSchema = uuidSchema<ScheduleDoc>(
  {
    ...required({ action: String, articleId: String, articleTitle: String, runAt: Date, createdBy: Schema.Types.Mixed, createdAt: Date }),
    ...nullable({ revisionId: String, doneAt: Date, outcome: String }),
    needsPublisher: { type: Boolean, default: false },
    publishAnyway: { type: Boolean, default: false },
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
