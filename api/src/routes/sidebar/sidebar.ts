import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';

/** The visitor sidebar: answers prepared once per published tree (see SidebarTree), never per request. */
export function sidebarRoutes({ readModel }: AppDeps): Router {
  const router = new Router();
  router.get(calls.sidebarRoots.path, validate(calls.sidebarRoots), whenContentReady(readModel), async (ctx) => {
    sendPrepared(ctx, await readModel.bodies.get('single', 'sidebar-roots', readModel.sidebar().roots));
  });
  router.get(calls.sidebarCategory.path, validate(calls.sidebarCategory), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.sidebarCategory);
    const page = readModel.sidebar().page(params.id, params.page);
    if (!page) throw NotFound(`No category with id '${params.id}'`);
    sendPrepared(ctx, await readModel.bodies.get('sidebar', `page:${params.id}:${params.page}`, page));
  });
  router.get(calls.sidebarPath.path, validate(calls.sidebarPath), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.sidebarPath);
    const path = readModel.sidebar().pathTo(params.slug);
    if (!path) throw NotFound(`No article with slug '${params.slug}'`);
    sendPrepared(ctx, await readModel.bodies.get('sidebar', `path:${params.slug}`, path));
  });
  return router;
}
