import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import type { FastPath } from '../../fastPath';
import { preparedRead } from '../preparedReads';

export function statsRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.stats, (view) => ({ kind: 'single', key: 'stats', source: view.stats() }));
  return router;
}
