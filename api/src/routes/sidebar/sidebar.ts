import Router from '@koa/router';
import { calls, type CallDef } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound, type HttpError } from '../../errors';
import type { FastPath } from '../../fastPath';
import type { Input } from '../../middlewares/validate';
import type { SidebarTree } from '../../readModel/sidebarTree';
import { preparedParamRead, preparedRead } from '../preparedReads';

type Params<C extends CallDef> = Input<C>['params'];

/**
 * The visitor sidebar, and the category pages' listings: answers prepared once per published tree (see SidebarTree), never per request,
 * and once prepared answered by the fast path like the other public reads.
 */
export function sidebarRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.sidebarRoots, (view) => ({ kind: 'single', key: 'sidebar-roots', source: view.sidebar().roots }));
  /** A sidebar part of `call`: the one `find` gives, prepared under `key`; `missing` (a 404) when there is none. */
  function sidebarPart<C extends CallDef>(
    call: C,
    key: (params: Params<C>) => string,
    find: (params: Params<C>, sidebar: SidebarTree) => object | null,
    missing: (params: Params<C>) => HttpError,
  ): void {
    preparedParamRead(
      router,
      fastPath,
      readModel,
      call,
      (params, view) => {
        const source = find(params, view.sidebar());
        return source ? { kind: 'sidebar', key: key(params), source } : undefined;
      },
      missing,
    );
  }
  sidebarPart(
    calls.sidebarCategory,
    ({ id, page }) => `page:${id}:${page}`,
    ({ id, page }, sidebar) => sidebar.page(id, page),
    ({ id }) => NotFound(`No category with id '${id}'`),
  );
  sidebarPart(
    calls.sidebarPath,
    ({ slug }) => `path:${slug}`,
    ({ slug }, sidebar) => sidebar.pathTo(slug),
    ({ slug }) => NotFound(`No article with slug '${slug}'`),
  );
  sidebarPart(
    calls.categoryListing,
    ({ slug, page }) => `listing:${slug}:${page}`,
    ({ slug, page }, sidebar) => sidebar.listing(slug, page),
    ({ slug, page }) => NotFound(`No page ${page} of a category '${slug}'`),
  );
  return router;
}
