import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminRoutes } from './admin';
import { articlesRoutes } from './articles';
import { categoriesRoutes } from './categories';
import { healthRoutes } from './health';
import { searchRoutes } from './search';
import { statsRoutes } from './stats';

/** Every resource's router, in one list: a new resource is added here. */
export function allRoutes(deps: AppDeps): Router[] {
  return [healthRoutes(deps), categoriesRoutes(deps), articlesRoutes(deps), statsRoutes(deps), searchRoutes(deps), ...adminRoutes(deps)];
}
