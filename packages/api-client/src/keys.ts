import type { SiteBranding } from '@kb/contracts';

/**
 * SWR keys of the public reads. The site server uses the same keys to hand server-rendered data to the
 * first client render (SWR `fallback`), so they live in one place.
 */
export const keys = {
  sidebarRoots: () => ['/api/sidebar/categories'] as const,
  sidebarCategory: (id: string, page: number) => ['/api/sidebar/categories', id, 'pages', String(page)] as const,
  sidebarPath: (slug: string) => ['/api/sidebar/articles', slug] as const,
  categoryListing: (slug: string, page: number) => ['/api/category-pages', slug, String(page)] as const,
  article: (slug: string) => ['/api/articles', slug] as const,
  /** The status (404 or 410) the server answered a page of a missing article with; never fetched. */
  articleStatus: (slug: string) => ['article-status', slug] as const,
  stats: () => ['/api/stats'] as const,
  articleHighlights: () => ['/api/article-highlights'] as const,
  /** What the site server tells every page about the deployment (SiteInfo); never fetched. */
  site: () => ['site'] as const,
  search: (query: string) => ['/api/search', query] as const,
  searchSummary: (query: string) => ['/api/search-summary', query] as const,
  searchSuggestions: (query: string) => ['/api/search-suggestions', query] as const,
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
