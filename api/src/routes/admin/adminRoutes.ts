import type Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { articleAuthor } from '../../commands/authorArticle';
import { Leases } from '../../db/lease';
import { analysisRoutes } from './analysis/analysis';
import { articlesAdminRoutes } from './articles/articles';
import { auditRoutes } from './audit/audit';
import { browseRoutes } from './browse/browse';
import { categoriesAdminRoutes } from './categories/categories';
import { conceptsRoutes } from './concepts/concepts';
import { insightsRoutes } from './insights/insights';
import { liveArticlesRoutes } from './liveArticles/liveArticles';
import { mediaAdminRoutes } from './media/media';
import { notificationRoutes } from './notifications/notifications';
import { peopleRoutes } from './people/people';
import { referenceUrlsRoutes } from './referenceUrls/referenceUrls';
import { reviewsRoutes } from './reviews/reviews';
import { revisionsRoutes } from './revisions/revisions';
import { sessionRoutes } from './session/session';
import { siteSettingsRoutes } from './siteSettings/siteSettings';
import { versionsAdminRoutes } from './versions/versions';
import { passkeyRoutes } from './passkeys/passkeys';
import { ssoRoutes } from './sso/sso';
import { translationAdminRoutes } from './translations/translations';

/** Every /api/admin router; each call's auth comes from its contract (see route.ts). */
export function adminRoutes(deps: AppDeps): Router[] {
  // Publishing and settings of one article never run at once (FerretDB's updates are not atomic), on
  // this instance or another (leases); the category tree and the articles' places in it likewise.
  const leases = new Leases(deps.conn);
  const author = articleAuthor(deps, leases);
  return [
    sessionRoutes(deps),
    ssoRoutes(deps),
    passkeyRoutes(deps),
    liveArticlesRoutes(deps),
    browseRoutes(deps),
    revisionsRoutes(deps, author),
    articlesAdminRoutes(deps, author),
    reviewsRoutes(deps, author, leases),
    categoriesAdminRoutes(deps, author.treeWrites),
    referenceUrlsRoutes(deps),
    analysisRoutes(deps),
    conceptsRoutes(deps),
    auditRoutes(deps),
    notificationRoutes(deps),
    insightsRoutes(deps),
    mediaAdminRoutes(deps),
    peopleRoutes(deps),
    siteSettingsRoutes(deps),
    versionsAdminRoutes(deps, author, leases),
    translationAdminRoutes(deps),
  ];
}
