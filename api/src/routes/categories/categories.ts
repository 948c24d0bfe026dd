import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import type { FastPath } from '../../fastPath';
import { preparedRead } from '../preparedReads';

export function categoriesRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.categories, () => ({ kind: 'single', key: 'categories', source: readModel.categoryTree() }));
  return router;
}
