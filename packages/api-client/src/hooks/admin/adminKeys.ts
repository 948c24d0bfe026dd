/**
 * SWR keys of the admin reads. Each key carries the session token, so a new session never sees the
 * cache of an old one; writes revalidate the read they change through the same key.
 */
export const adminKeys = {
  referenceUrls: (token: string | null) => ['/api/admin/reference-urls', token] as const,
  contentConcepts: (token: string | null) => ['/api/admin/content-concepts', token] as const,
  savedConcepts: (token: string | null) => ['/api/admin/saved-concepts', token] as const,
  liveArticles: (token: string | null) => ['/api/admin/live-articles', token] as const,
  revisions: (token: string | null, articleId: string | null) => ['/api/admin/revisions', token, articleId] as const,
};
