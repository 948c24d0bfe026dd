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

export const routes = {
  health: { method: 'GET', path: '/api/health', auth: false },
  categories: { method: 'GET', path: '/api/categories', auth: false },
  article: { method: 'GET', path: '/api/articles/:slug', auth: false },
  stats: { method: 'GET', path: '/api/stats', auth: false },
  search: { method: 'GET', path: '/api/search', auth: false },
  searchSummary: { method: 'GET', path: '/api/search-summary', auth: false },
  searchSuggestions: { method: 'GET', path: '/api/search-suggestions', auth: false },
  login: { method: 'POST', path: '/api/admin/login', auth: false },
  logout: { method: 'POST', path: '/api/admin/logout', auth: true },
  referenceUrls: { method: 'GET', path: '/api/admin/reference-urls', auth: true },
  addReferenceUrl: { method: 'POST', path: '/api/admin/reference-urls', auth: true },
  updateReferenceUrl: { method: 'PATCH', path: '/api/admin/reference-urls/:id', auth: true },
  deleteReferenceUrl: { method: 'DELETE', path: '/api/admin/reference-urls/:id', auth: true },
  generateAnalysis: { method: 'POST', path: '/api/admin/generate-analysis', auth: true },
  contentConcepts: { method: 'GET', path: '/api/admin/content-concepts', auth: true },
  saveConcept: { method: 'POST', path: '/api/admin/save-concept/:id', auth: true },
  savedConcepts: { method: 'GET', path: '/api/admin/saved-concepts', auth: true },
  liveArticles: { method: 'GET', path: '/api/admin/live-articles', auth: true },
  revisions: { method: 'GET', path: '/api/admin/revisions/:articleId', auth: true },
  saveRevision: { method: 'POST', path: '/api/admin/save-revision', auth: true },
  publishRevision: { method: 'POST', path: '/api/admin/publish-revision/:revisionId', auth: true },
  deleteRevision: { method: 'DELETE', path: '/api/admin/revisions/:revisionId', auth: true },
  auditLog: { method: 'GET', path: '/api/admin/audit-log', auth: true },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof routes;
