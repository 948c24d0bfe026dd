import Router from '@koa/router';
import { calls, PUBLIC_CACHE_CONTROL } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';
import { articleVersionsOf } from '../../versions/articleVersions';

/**
 * The version switcher's calls: the versions readers may see (`[]` on a site without versions), and where an
 * article is in each of them, so the switcher can keep the reader on it.
 */
export function versionsRoutes({ readModel }: AppDeps): Router {
  const router = new Router();
  router.get(calls.versions.path, validate(calls.versions), whenContentReady(readModel), (ctx) => {
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    ctx.body = readModel.versions.publicList();
  });
  router.get(calls.articleVersions.path, validate(calls.articleVersions), whenContentReady(readModel), (ctx) => {
    const { params, query } = inputOf(ctx.state, calls.articleVersions);
    const state = readModel.edition(query.version).slugState(params.slug);
    if (state?.kind !== 'live') throw NotFound(`No article with slug '${params.slug}'`);
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    ctx.body = articleVersionsOf(readModel, state.article.id);
  });
  return router;
}
