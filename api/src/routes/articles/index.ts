import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';

export function articlesRoutes({ readModel }: AppDeps): Router {
  const router = new Router();
  router.get(calls.article.path, validate(calls.article), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.article);
    const article = readModel.articleBySlug(params.slug);
    if (!article) throw NotFound(`No article with slug '${params.slug}'`);
    sendPrepared(ctx, await readModel.bodies.get('article', article.id, article));
  });
  return router;
}
