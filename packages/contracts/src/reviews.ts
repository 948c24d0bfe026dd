import { z } from './zod';
import { Actor } from './admin';
import { Id } from './entities';
import { LIMITS } from './limits';

/** A moment in the future of the request, as an ISO date-time with its offset. */
const At = z.iso.datetime({ offset: true, error: 'Must be a date and time (ISO 8601)' });

/**
 * A revision submitted for review (one review per revision). `publishAt`: approved to go live at that
 * time (a scheduled publish), null when approved to go live at once or not approved yet.
 */
export const Review = z.object({
  id: Id,
  articleId: Id,
  articleTitle: z.string(),
  revisionId: Id,
  /** `withdrawn`: its revision's changes were discarded before a decision. */
  status: z.enum(['pending', 'approved', 'changesRequested', 'withdrawn']),
  submittedBy: Actor,
  submittedAt: z.iso.datetime(),
  /** The submitter's "Note to reviewer", null without one. */
  note: z.string().nullable(),
  comment: z.string().nullable(),
  decidedBy: Actor.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  publishAt: z.iso.datetime().nullable(),
});
export type Review = z.infer<typeof Review>;

/** "Preview" of a submitted revision: its title and its HTML as readers will get it (sanitised, heading ids added). */
export const ReviewPreview = z.object({ title: z.string(), content: z.string() });
export type ReviewPreview = z.infer<typeof ReviewPreview>;

/** Submit for review, with an optional "Note to reviewer" (blank: none). */
export const SubmitForReviewRequest = z.object({
  note: z.string().trim().max(LIMITS.reviewNoteMax, `The note must be at most ${LIMITS.reviewNoteMax} characters`).optional(),
});
export type SubmitForReviewRequest = z.input<typeof SubmitForReviewRequest>;

/**
 * "Publish anyway": whoever approves or schedules saw the revision's broken internal links and publishes it all the
 * same. Without it, a scheduled publish whose revision has broken internal links when it runs is not published.
 */
const PublishAnyway = z.boolean().optional();

/** Approve: publish now, or at `publishAt` (then a scheduled publish). */
export const ApproveReviewRequest = z.object({ publishAt: At.optional(), publishAnyway: PublishAnyway });
export type ApproveReviewRequest = z.input<typeof ApproveReviewRequest>;

export const RequestChangesRequest = z.object({
  comment: z.string().trim().min(1, 'A comment is required').max(LIMITS.reviewCommentMax, `The comment must be at most ${LIMITS.reviewCommentMax} characters`),
});
export type RequestChangesRequest = z.input<typeof RequestChangesRequest>;

/**
 * A scheduled publish (of a revision) or unpublish (of an article); `doneAt` once it ran, with its outcome.
 * `needsPublisher`: when it was due, whoever scheduled it was no longer a Publisher or Owner (removed, their
 * role lowered, or the shared-password sign-in turned off), so it did not run; it waits for a publisher to cancel it.
 */
export const Schedule = z.object({
  id: Id,
  action: z.enum(['publish', 'unpublish']),
  articleId: Id,
  articleTitle: z.string(),
  revisionId: Id.nullable(),
  runAt: z.iso.datetime(),
  createdBy: Actor,
  doneAt: z.iso.datetime().nullable(),
  outcome: z.string().nullable(),
  needsPublisher: z.boolean(),
});
export type Schedule = z.infer<typeof Schedule>;

export const CreateScheduleRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), revisionId: Id, at: At, publishAnyway: PublishAnyway }),
    z.object({ action: z.literal('unpublish'), articleId: Id, at: At }),
  ],
  { error: "action must be 'publish' (with revisionId) or 'unpublish' (with articleId)" },
);
export type CreateScheduleRequest = z.input<typeof CreateScheduleRequest>;
