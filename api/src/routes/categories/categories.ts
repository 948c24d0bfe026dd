import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import type { FastPath } from '../../fastPath';
import { preparedRead } from '../preparedReads';

export function categoriesRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.categories, (view) => ({ kind: 'single', key: 'categories', source: view.categoryTree() }));
  return router;
}
