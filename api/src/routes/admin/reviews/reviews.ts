import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { KeyedQueue } from '../../../db/keyedQueue';
import type { Leases } from '../../../db/lease';
import type { ArticleAuthor } from '../../../commands/authorArticle';
import { revisionToCheck } from '../../../commands/workingCopy';
import { reviewModels } from '../../../reviews/models';
import { presentReview, presentSchedule } from '../../../reviews/present';
import {
  approveReview,
  articleReviews,
  requestChanges,
  requireReviewed,
  reviewPreview,
  reviewQueue,
  submitForReview,
  type ReviewDeps,
} from '../../../reviews/reviews';
import { cancelSchedule, createSchedule, pendingSchedules, type ScheduleDeps } from '../../../reviews/schedules';
import { adminRoute } from '../route';

/** Review before publishing (submit, the queue, approve now or at a time, request changes) and scheduled publishes and unpublishes. */
export function reviewsRoutes({ models, logger, conn }: AppDeps, author: ArticleAuthor, leases: Leases): Router {
  const router = new Router();
  const reviews = reviewModels(conn);
  const deps: ReviewDeps & ScheduleDeps = { author: { ...author, logger }, reviews, leases, reviewWrites: new KeyedQueue({ leases, name: 'review' }) };

  adminRoute(
    router,
    models,
    calls.submitForReview,
    async ({ input, admin }) => presentReview(await submitForReview(deps, input.params.revisionId, admin(), input.body.note)),
    { status: 201 },
  );
  adminRoute(router, models, calls.articleReviews, async ({ input }) => (await articleReviews(deps, input.params.id)).map(presentReview));
  adminRoute(router, models, calls.reviewQueue, async () => (await reviewQueue(deps)).map(presentReview));
  adminRoute(router, models, calls.reviewPreview, async ({ input }) => reviewPreview(deps, input.params.id));
  adminRoute(router, models, calls.approveReview, async ({ input, admin }) => presentReview(await approveReview(deps, input.params.id, admin(), input.body)));
  adminRoute(router, models, calls.requestChanges, async ({ input, admin }) =>
    presentReview(await requestChanges(deps, input.params.id, admin(), input.body.comment)),
  );

  adminRoute(router, models, calls.schedules, async () => (await pendingSchedules(deps)).map(presentSchedule));
  adminRoute(
    router,
    models,
    calls.createSchedule,
    async ({ input, admin }) => {
      if (input.body.action === 'publish') await requireReviewed(author, reviews, await revisionToCheck(models, input.body.revisionId));
      return presentSchedule(await createSchedule(deps, input.body, admin()));
    },
    { status: 201 },
  );
  adminRoute(router, models, calls.cancelSchedule, async ({ input, admin }) => {
    await cancelSchedule(deps, input.params.id, admin());
    return { ok: true };
  });
  return router;
}
