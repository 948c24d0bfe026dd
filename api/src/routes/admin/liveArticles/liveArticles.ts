import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { presentAdminTree } from '../../../presenters/adminTree';
import { adminRoute } from '../route';

/** The live articles as the editor's category tree, from the in-memory published site. */
export function liveArticlesRoutes({ models, readModel }: AppDeps): Router {
  const router = new Router();
  adminRoute(router, models, calls.liveArticles, async () => presentAdminTree(readModel.categoryTree(), (id) => readModel.articleDoc(id)));
  return router;
}
