import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { KeyedQueue } from '../../../db/keyedQueue';
import { deleteRevision, publishRevision, type RevisionWriter } from '../../../commands/publishRevision';
import { listRevisions, saveRevision } from '../../../commands/saveRevision';
import type { AppDeps } from '../../../deps';
import { presentRevision } from '../../../presenters/adminRecords';
import { reviewModels } from '../../../reviews/models';
import { requireReviewed } from '../../../reviews/reviews';
import { forkId } from '../../../versions/versionEditing';
import { adminRoute } from '../route';

/** Article revisions: list (newest first), save, publish into the live article, delete. */
export function revisionsRoutes({ models, readModel, logger, conn }: AppDeps, articleWrites: KeyedQueue): Router {
  const router = new Router();
  const writer: RevisionWriter = { models, readModel, articleWrites, logger };

  adminRoute(router, models, calls.revisions, async ({ input }) =>
    (await listRevisions(models, readModel, input.params.articleId, input.query.version)).map(presentRevision),
  );

  adminRoute(router, models, calls.saveRevision, async ({ input, admin }) =>
    presentRevision(await saveRevision({ models, readModel }, input.body.articleId, input.body.content, admin(), forkId(readModel, input.body.version))),
  );

  adminRoute(router, models, calls.publishRevision, async ({ input, admin }) => {
    await requireReviewed(models, reviewModels(conn), input.params.revisionId);
    return presentRevision(await publishRevision(writer, input.params.revisionId, admin(), input.query.version));
  });

  adminRoute(router, models, calls.deleteRevision, async ({ input, admin }) => {
    await deleteRevision(writer, input.params.revisionId, admin());
    return { ok: true };
  });

  return router;
}
