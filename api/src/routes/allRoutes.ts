import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminRoutes } from './admin/adminRoutes';
import { articleHighlightsRoutes } from './articleHighlights/articleHighlights';
import { articlesRoutes } from './articles/articles';
import { categoriesRoutes } from './categories/categories';
import type { FastPath } from '../fastPath';
import { healthRoutes } from './health/health';
import { readerEventsRoutes } from './readerEvents/readerEvents';
import { searchRoutes } from './search/search';
import { sidebarRoutes } from './sidebar/sidebar';
import { statsRoutes } from './stats/stats';
import { versionsRoutes } from './versions/versions';

/** Every resource's router, in one list: a new resource is added here. */
export function allRoutes(deps: AppDeps, fastPath: FastPath): Router[] {
  return [
    healthRoutes(deps),
    categoriesRoutes(deps, fastPath),
    sidebarRoutes(deps, fastPath),
    articlesRoutes(deps, fastPath),
    statsRoutes(deps, fastPath),
    articleHighlightsRoutes(deps),
    searchRoutes(deps),
    readerEventsRoutes(deps),
    versionsRoutes(deps),
    ...adminRoutes(deps),
  ];
}
