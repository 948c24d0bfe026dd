import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../deps';
import type { FastPath } from '../../fastPath';
import { preparedRead } from '../preparedReads';

export function statsRoutes({ readModel }: AppDeps, fastPath: FastPath): Router {
  const router = new Router();
  preparedRead(router, fastPath, readModel, calls.stats, () => ({ kind: 'single', key: 'stats', source: readModel.stats() }));
  return router;
}
