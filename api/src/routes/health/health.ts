import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { databaseState } from '../../db/connect';
import type { AppDeps } from '../../deps';

const startedAt = Date.now();

export function healthRoutes({ conn, readModel }: AppDeps): Router {
  const router = new Router();
  router.get(calls.health.path, async (ctx) => {
    const database = await databaseState(conn);
    ctx.status = database === 'connected' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: database === 'connected' ? 'ok' : 'degraded',
      database,
      searchReady: readModel.searchReady,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });
  return router;
}
