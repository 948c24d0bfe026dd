import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import type { FastPath } from '../../fastPath';
import { sendPrepared } from '../../middlewares/preparedResponse';
import { inputOf, validate } from '../../middlewares/validate';
import { whenContentReady } from '../../middlewares/whenReady';
import { fastRead, preparedRead, type BodyRef } from '../preparedReads';

/**
 * The visitor sidebar: answers prepared once per published tree (see SidebarTree), never per request,
 * and once prepared answered by the fast path like the other public reads. The fast path takes only
 * what the contract accepts, so it never makes an answer the route would refuse.
 */
export function sidebarRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.sidebarRoots, () => ({ kind: 'single', key: 'sidebar-roots', source: readModel.sidebar().roots }));

  const pageOf = (id: string, page: number): BodyRef | undefined => {
    const source = readModel.sidebar().page(id, page);
    return source ? { kind: 'sidebar', key: `page:${id}:${page}`, source } : undefined;
  };
  const pathOf = (slug: string): BodyRef | undefined => {
    const source = readModel.sidebar().pathTo(slug);
    return source ? { kind: 'sidebar', key: `path:${slug}`, source } : undefined;
  };
  fastRead(fastPath, readModel, calls.sidebarCategory, (raw) => {
    const params = calls.sidebarCategory.params.safeParse(raw);
    return params.success ? pageOf(params.data.id, params.data.page) : undefined;
  });
  fastRead(fastPath, readModel, calls.sidebarPath, (raw) => {
    const params = calls.sidebarPath.params.safeParse(raw);
    return params.success ? pathOf(params.data.slug) : undefined;
  });

  router.get(calls.sidebarCategory.path, validate(calls.sidebarCategory), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.sidebarCategory);
    const ref = pageOf(params.id, params.page);
    if (!ref) throw NotFound(`No category with id '${params.id}'`);
    sendPrepared(ctx, await readModel.bodies.get(ref.kind, ref.key, ref.source));
  });
  router.get(calls.sidebarPath.path, validate(calls.sidebarPath), whenContentReady(readModel), async (ctx) => {
    const { params } = inputOf(ctx.state, calls.sidebarPath);
    const ref = pathOf(params.slug);
    if (!ref) throw NotFound(`No article with slug '${params.slug}'`);
    sendPrepared(ctx, await readModel.bodies.get(ref.kind, ref.key, ref.source));
  });
  return router;
}
