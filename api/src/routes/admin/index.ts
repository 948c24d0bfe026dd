import type Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { analysisRoutes } from './analysis';
import { auditRoutes } from './audit';
import { conceptsRoutes } from './concepts';
import { liveArticlesRoutes } from './liveArticles';
import { referenceUrlsRoutes } from './referenceUrls';
import { revisionsRoutes } from './revisions';
import { sessionRoutes } from './session';

/** Every /api/admin router; each call's auth comes from its contract (see route.ts). */
export function adminRoutes(deps: AppDeps): Router[] {
  return [
    sessionRoutes(deps),
    liveArticlesRoutes(deps),
    revisionsRoutes(deps),
    referenceUrlsRoutes(deps),
    analysisRoutes(deps),
    conceptsRoutes(deps),
    auditRoutes(deps),
  ];
}
