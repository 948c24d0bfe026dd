import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';

export function categoriesRoutes({ readModel }: AppDeps): Router {
  const router = new Router();
  router.get(calls.categories.path, validate(calls.categories), whenContentReady(readModel), async (ctx) => {
    sendPrepared(ctx, await readModel.bodies.get('single', 'categories', readModel.categoryTree()));
  });
  return router;
}
