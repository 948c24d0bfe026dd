import type { AuditLogQuery, WorkFilter } from '@kb/contracts';

/**
 * SWR keys of the admin reads. Each key carries the session token, so a new session never sees the
 * cache of an old one; writes revalidate the read they change through the same key.
 */
export const adminKeys = {
  referenceUrls: (token: string | null) => ['/api/admin/reference-urls', token] as const,
  contentConcepts: (token: string | null) => ['/api/admin/content-concepts', token] as const,
  savedConcepts: (token: string | null) => ['/api/admin/saved-concepts', token] as const,
  liveArticles: (token: string | null) => ['/api/admin/live-articles', token] as const,
  adminTree: (token: string | null, parentId: string | null) => ['/api/admin/tree', token, parentId] as const,
  categoryArticles: (token: string | null, categoryId: string, page: number) => ['/api/admin/tree/articles', token, categoryId, page] as const,
  articleSearch: (token: string | null, q: string, page: number, filter: WorkFilter | null = null) =>
    ['/api/admin/article-search', token, q, page, filter] as const,
  articleContent: (token: string | null, articleId: string) => ['/api/admin/articles/content', token, articleId] as const,
  articlePresence: (token: string, articleId: string) => ['/api/admin/articles/presence', token, articleId] as const,
  /** The person's autosave of an article in a version (null: the main line). */
  articleAutosave: (token: string, articleId: string, version: string | null) => ['/api/admin/articles/autosave', token, articleId, version] as const,
  /** An article's revisions in a version (null: the main line). */
  revisions: (token: string | null, articleId: string | null, version: string | null = null) => ['/api/admin/revisions', token, articleId, version] as const,
  versionArticle: (token: string | null, version: string, articleId: string) => ['/api/admin/versions/article', token, version, articleId] as const,
  insights: (token: string, days: 7 | 30 | 90) => ['/api/admin/insights', token, days] as const,
  auditLog: (token: string, filters: AuditLogQuery) => ['/api/admin/audit-log', token, filters] as const,
  auditPeople: (token: string) => ['/api/admin/audit-log/people', token] as const,
  unreadNotifications: (token: string) => ['/api/admin/notifications/unread', token] as const,
  notifications: (token: string) => ['/api/admin/notifications', token] as const,
  notificationSettings: (token: string) => ['/api/admin/account/notifications', token] as const,
  offSiteArticles: (token: string | null) => ['/api/admin/articles/off-site', token] as const,
  articleSettings: (token: string | null, articleId: string | null) => ['/api/admin/articles', token, articleId] as const,
  categories: (token: string | null) => ['/api/admin/categories', token] as const,
  linkCheck: (token: string | null, articleId: string | null, content: string) => ['/api/admin/check-links', token, articleId, content] as const,
  slugCheck: (token: string | null, slug: string, articleId: string | null) => ['/api/admin/slug-check', token, slug, articleId] as const,
};

/** Keys of the console's views of the content (tree levels, article pages, search, opened articles, an article in a version): every write to articles or categories changes them. */
const CONTENT_VIEWS: readonly unknown[] = [
  '/api/admin/tree',
  '/api/admin/tree/articles',
  '/api/admin/article-search',
  '/api/admin/articles/content',
  '/api/admin/versions/article',
];
export const isContentView = (key: unknown) => Array.isArray(key) && CONTENT_VIEWS.includes(key[0]);
