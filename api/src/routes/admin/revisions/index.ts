import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { KeyedQueue } from '../../../commands/keyedQueue';
import { deleteRevision, publishRevision, type RevisionWriter } from '../../../commands/publishRevision';
import { listRevisions, saveRevision } from '../../../commands/saveRevision';
import type { AppDeps } from '../../../deps';
import { adminRoute } from '../route';

/** Article revisions: list (newest first), save, publish into the live article, delete. */
export function revisionsRoutes({ models, readModel }: AppDeps): Router {
  const router = new Router();
  const writer: RevisionWriter = { models, readModel, articleWrites: new KeyedQueue() };

  adminRoute(router, models, calls.revisions, ({ input }) => listRevisions(models, input.params.articleId));

  adminRoute(router, models, calls.saveRevision, ({ input, admin }) =>
    saveRevision(models, input.body.articleId, input.body.content, admin().adminName),
  );

  adminRoute(router, models, calls.publishRevision, ({ input, admin }) =>
    publishRevision(writer, input.params.revisionId, admin().adminName),
  );

  adminRoute(router, models, calls.deleteRevision, async ({ input, admin }) => {
    await deleteRevision(writer, input.params.revisionId, admin().adminName);
    return { ok: true };
  });

  return router;
}
