import { DEFAULT_EDITION, type Edition, type SiteBranding } from '@kb/contracts';
import { editionKey } from './edition';

/**
 * SWR keys of the public reads. The site server uses the same keys to hand server-rendered data to the
 * first client render (SWR `fallback`), so they live in one place. A read of another edition than the
 * default one ends in that edition's URL prefix (`editionKey`): a German answer is never a cached English one.
 */
export const keys = {
  sidebarRoots: (edition: Edition = DEFAULT_EDITION) => ['/api/sidebar/categories', ...editionKey(edition)] as const,
  sidebarCategory: (id: string, page: number, edition: Edition = DEFAULT_EDITION) =>
    ['/api/sidebar/categories', id, 'pages', String(page), ...editionKey(edition)] as const,
  sidebarPath: (slug: string, edition: Edition = DEFAULT_EDITION) => ['/api/sidebar/articles', slug, ...editionKey(edition)] as const,
  categoryListing: (slug: string, page: number, edition: Edition = DEFAULT_EDITION) =>
    ['/api/category-pages', slug, String(page), ...editionKey(edition)] as const,
  article: (slug: string, edition: Edition = DEFAULT_EDITION) => ['/api/articles', slug, ...editionKey(edition)] as const,
  /** The versions readers may see (the same in every edition). */
  versions: () => ['/api/versions'] as const,
  /** Set (true) by the site server on the pages of an archived version, for its banner; never fetched. */
  archivedVersion: (name: string) => ['archived-version', name] as const,
  /** Where an article (its slug in the edition's version) is in each version. */
  articleVersions: (slug: string, edition: Edition = DEFAULT_EDITION) => ['/api/articles', slug, 'versions', ...editionKey(edition)] as const,
  /** The status (404 or 410) the server answered a page of a missing article with; never fetched. */
  articleStatus: (slug: string, edition: Edition = DEFAULT_EDITION) => ['article-status', slug, ...editionKey(edition)] as const,
  stats: (edition: Edition = DEFAULT_EDITION) => ['/api/stats', ...editionKey(edition)] as const,
  /** An article's "Related articles" (a search for its title). */
  relatedArticles: (slug: string, edition: Edition = DEFAULT_EDITION) => ['/api/search', 'related', slug, ...editionKey(edition)] as const,
  articleHighlights: (edition: Edition = DEFAULT_EDITION) => ['/api/article-highlights', ...editionKey(edition)] as const,
  /** What the site server tells every page about the deployment (SiteInfo); never fetched. */
  site: () => ['site'] as const,
  search: (query: string, edition: Edition = DEFAULT_EDITION) => ['/api/search', query, ...editionKey(edition)] as const,
  searchSummary: (query: string, edition: Edition = DEFAULT_EDITION) => ['/api/search-summary', query, ...editionKey(edition)] as const,
  searchSuggestions: (query: string, edition: Edition = DEFAULT_EDITION) => ['/api/search-suggestions', query, ...editionKey(edition)] as const,
};

/**
 * The site's settings a page shows, from the site server (the settings of `/admin/settings`);
 * `supportEmail` is the settings' address, else the deployment's SUPPORT_EMAIL.
 */
export type SiteInfo = SiteBranding;

/** Data the server rendered a page with: each entry is an SWR key and its data. */
export interface InitialDataEntry {
  key: readonly string[];
  data: unknown;
}

export const INITIAL_DATA_ELEMENT_ID = 'kb-initial-data';
