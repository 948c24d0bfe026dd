import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { insightsFor } from '../../../insights/insightsService';
import { buildReport } from '../../../insights/report';
import { lastDays } from '../../../insights/rollup';
import { adminRoute } from '../route';

/** GET /api/admin/insights?days=7|30|90: the Insights card's figures, from the day rollups in memory. */
export function insightsRoutes(deps: AppDeps): Router {
  const router = new Router();
  const { store } = insightsFor(deps);
  adminRoute(router, deps.models, calls.insights, async ({ input }) => {
    const period = await store.period(lastDays(new Date(), input.query.days));
    return buildReport(period, (id) => deps.readModel.articleDoc(id));
  });
  return router;
}
