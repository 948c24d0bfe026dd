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
  status: z.enum(['pending', 'approved', 'changesRequested']),
  submittedBy: Actor,
  submittedAt: z.iso.datetime(),
  comment: z.string().nullable(),
  decidedBy: Actor.nullable(),
  decidedAt: z.iso.datetime().nullable(),
  publishAt: z.iso.datetime().nullable(),
});
export type Review = z.infer<typeof Review>;

/** Approve: publish now, or at `publishAt` (then a scheduled publish). */
export const ApproveReviewRequest = z.object({ publishAt: At.optional() });
export type ApproveReviewRequest = z.input<typeof ApproveReviewRequest>;

export const RequestChangesRequest = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'A comment is required')
    .max(LIMITS.reviewCommentMax, `The comment must be at most ${LIMITS.reviewCommentMax} characters`),
});
export type RequestChangesRequest = z.input<typeof RequestChangesRequest>;

/** A scheduled publish (of a revision) or unpublish (of an article); `doneAt` once it ran, with its outcome. */
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
});
export type Schedule = z.infer<typeof Schedule>;

export const CreateScheduleRequest = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('publish'), revisionId: Id, at: At }), z.object({ action: z.literal('unpublish'), articleId: Id, at: At })],
  { error: "action must be 'publish' (with revisionId) or 'unpublish' (with articleId)" },
);
export type CreateScheduleRequest = z.input<typeof CreateScheduleRequest>;
