import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import { NotFound } from '../../errors';
import type { FastPath } from '../../fastPath';
import { preparedParamRead, preparedRead } from '../preparedReads';

/**
 * The visitor sidebar, and the category pages' listings: answers prepared once per published tree (see SidebarTree), never per request,
 * and once prepared answered by the fast path like the other public reads.
 */
export function sidebarRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.sidebarRoots, (view) => ({ kind: 'single', key: 'sidebar-roots', source: view.sidebar().roots }));
  preparedParamRead(
    router,
    fastPath,
    readModel,
    calls.sidebarCategory,
    ({ id, page }, view) => {
      const source = view.sidebar().page(id, page);
      return source ? { kind: 'sidebar', key: `page:${id}:${page}`, source } : undefined;
    },
    ({ id }) => NotFound(`No category with id '${id}'`),
  );
  preparedParamRead(
    router,
    fastPath,
    readModel,
    calls.sidebarPath,
    ({ slug }, view) => {
      const source = view.sidebar().pathTo(slug);
      return source ? { kind: 'sidebar', key: `path:${slug}`, source } : undefined;
    },
    ({ slug }) => NotFound(`No article with slug '${slug}'`),
  );
  preparedParamRead(
    router,
    fastPath,
    readModel,
    calls.categoryListing,
    ({ slug, page }, view) => {
      const source = view.sidebar().listing(slug, page);
      return source ? { kind: 'sidebar', key: `listing:${slug}:${page}`, source } : undefined;
    },
    ({ slug, page }) => NotFound(`No page ${page} of a category '${slug}'`),
  );
  return router;
}
