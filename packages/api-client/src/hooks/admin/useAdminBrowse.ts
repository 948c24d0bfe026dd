import type { WorkFilter } from '@kb/contracts';
import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/tree: one level of the admin category tree (the top level for `parentId` null). */
export function useAdminTree(token: string | null, parentId: string | null, enabled = true) {
  return useSWR(token && enabled ? adminKeys.adminTree(token, parentId) : null, ([, t, parent]) =>
    adminRequest('adminTree', { token: t, query: parent ? { parent } : {} }),
  );
}

/** GET /api/admin/tree/{id}/articles: one page of a category's own articles, every status. */
export function useCategoryArticles(token: string | null, categoryId: string, page: number, enabled = true) {
  return useSWR(token && enabled ? adminKeys.categoryArticles(token, categoryId, page) : null, ([, t, id, p]) =>
    adminRequest('adminCategoryArticles', { token: t, params: { id }, query: { page: p } }),
  );
}

/**
 * GET /api/admin/article-search: a page of titles and slugs holding what was typed, or (with a work filter: Drafts,
 * My drafts, In review, Needs a publisher) of that filter's articles, narrowed by what was typed; the last answer
 * stays while the next loads.
 */
export function useArticleSearch(token: string | null, query: string, page = 0, filter: WorkFilter | null = null) {
  const q = query.trim();
  return useSWR(
    token && (q || filter) ? adminKeys.articleSearch(token, q, page, filter) : null,
    ([, t, text, p, f]) => adminRequest('adminArticleSearch', { token: t, query: { q: text, page: p, ...(f ? { filter: f } : {}) } }),
    {
      keepPreviousData: true,
    },
  );
}

/** GET /api/admin/articles/{id}/content: an article's settings, HTML and category path, when it is opened. */
export function useArticleContent(token: string | null, articleId: string | null) {
  return useSWR(token && articleId ? adminKeys.articleContent(token, articleId) : null, ([, t, id]) =>
    adminRequest('adminArticleContent', { token: t, params: { id } }),
  );
}
