/**
 * Method, path and auth of every call (SPEC §7), as plain data: the browser client imports only this,
 * so no schema library ships to visitors. `calls.ts` adds the schemas for the API's validation.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
  method: Method;
  path: string;
  /** true when the call needs the admin bearer token. */
  auth: boolean;
}

/** The calls of the visitors' pages (and health): all the browser client's main entry knows. */
export const publicRoutes = {
  health: { method: 'GET', path: '/api/health', auth: false },
  categories: { method: 'GET', path: '/api/categories', auth: false },
  sidebarRoots: { method: 'GET', path: '/api/sidebar/categories', auth: false },
  sidebarCategory: { method: 'GET', path: '/api/sidebar/categories/:id/pages/:page', auth: false },
  sidebarPath: { method: 'GET', path: '/api/sidebar/articles/:slug', auth: false },
  article: { method: 'GET', path: '/api/articles/:slug', auth: false },
  stats: { method: 'GET', path: '/api/stats', auth: false },
  search: { method: 'GET', path: '/api/search', auth: false },
  searchSummary: { method: 'GET', path: '/api/search-summary', auth: false },
  searchSuggestions: { method: 'GET', path: '/api/search-suggestions', auth: false },
  searchClick: { method: 'POST', path: '/api/search-clicks', auth: false },
  articleFeedback: { method: 'POST', path: '/api/articles/:id/feedback', auth: false },
  articleView: { method: 'POST', path: '/api/articles/:id/views', auth: false },
  missingArticle: { method: 'POST', path: '/api/missing-article-reports', auth: false },
} as const satisfies Record<string, Route>;

/** The admin console's calls, sign-in included: only `@kb/api-client/admin` and the API import them. */
export const adminRoutes = {
  login: { method: 'POST', path: '/api/admin/login', auth: false },
  logout: { method: 'POST', path: '/api/admin/logout', auth: true },
  signOutEverywhere: { method: 'POST', path: '/api/admin/sign-out-everywhere', auth: true },
  referenceUrls: { method: 'GET', path: '/api/admin/reference-urls', auth: true },
  addReferenceUrl: { method: 'POST', path: '/api/admin/reference-urls', auth: true },
  updateReferenceUrl: { method: 'PATCH', path: '/api/admin/reference-urls/:id', auth: true },
  deleteReferenceUrl: { method: 'DELETE', path: '/api/admin/reference-urls/:id', auth: true },
  generateAnalysis: { method: 'POST', path: '/api/admin/generate-analysis', auth: true },
  contentConcepts: { method: 'GET', path: '/api/admin/content-concepts', auth: true },
  saveConcept: { method: 'POST', path: '/api/admin/save-concept/:id', auth: true },
  savedConcepts: { method: 'GET', path: '/api/admin/saved-concepts', auth: true },
  deleteSavedConcept: { method: 'DELETE', path: '/api/admin/saved-concepts/:id', auth: true },
  liveArticles: { method: 'GET', path: '/api/admin/live-articles', auth: true },
  revisions: { method: 'GET', path: '/api/admin/revisions/:articleId', auth: true },
  saveRevision: { method: 'POST', path: '/api/admin/save-revision', auth: true },
  publishRevision: { method: 'POST', path: '/api/admin/publish-revision/:revisionId', auth: true },
  deleteRevision: { method: 'DELETE', path: '/api/admin/revisions/:revisionId', auth: true },
  auditLog: { method: 'GET', path: '/api/admin/audit-log', auth: true },
  createArticle: { method: 'POST', path: '/api/admin/articles', auth: true },
  offSiteArticles: { method: 'GET', path: '/api/admin/articles/off-site', auth: true },
  articleSettings: { method: 'GET', path: '/api/admin/articles/:id', auth: true },
  updateArticleSettings: { method: 'PATCH', path: '/api/admin/articles/:id', auth: true },
  unpublishArticle: { method: 'POST', path: '/api/admin/articles/:id/unpublish', auth: true },
  restoreArticle: { method: 'POST', path: '/api/admin/articles/:id/restore', auth: true },
  deleteArticle: { method: 'DELETE', path: '/api/admin/articles/:id', auth: true },
  slugCheck: { method: 'GET', path: '/api/admin/slug-check', auth: true },
  checkLinks: { method: 'POST', path: '/api/admin/check-links', auth: true },
  adminCategories: { method: 'GET', path: '/api/admin/categories', auth: true },
  createCategory: { method: 'POST', path: '/api/admin/categories', auth: true },
  updateCategory: { method: 'PATCH', path: '/api/admin/categories/:id', auth: true },
  deleteCategory: { method: 'DELETE', path: '/api/admin/categories/:id', auth: true },
  uploadMedia: { method: 'POST', path: '/api/admin/media', auth: true },
  insights: { method: 'GET', path: '/api/admin/insights', auth: true },
  adminTree: { method: 'GET', path: '/api/admin/tree', auth: true },
  adminCategoryArticles: { method: 'GET', path: '/api/admin/tree/:id/articles', auth: true },
  adminArticleSearch: { method: 'GET', path: '/api/admin/article-search', auth: true },
  adminArticleContent: { method: 'GET', path: '/api/admin/articles/:id/content', auth: true },
} as const satisfies Record<string, Route>;

// A pure call, so that a bundle using only `publicRoutes` drops `adminRoutes` (a spread would be kept).
export const routes = /*#__PURE__*/ Object.assign({}, publicRoutes, adminRoutes);
export type PublicCallName = keyof typeof publicRoutes;
export type AdminCallName = keyof typeof adminRoutes;
