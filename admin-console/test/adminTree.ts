import type { Reply } from '@kb/test-support';

interface Article {
  id: string;
  title: string;
  slug: string;
  content: string;
}

/** A category as the tests describe it: the shape of GET /api/admin/live-articles. */
export interface TreeCategory {
  id: string;
  name: string;
  articleCount: number;
  articles: Article[];
  children: TreeCategory[];
}

/** A published article's settings (GET /api/admin/articles/:id) with its HTML. */
export function articleSettingsOf(article: Article, categoryId: string) {
  return {
    ...article,
    categoryId,
    order: 0,
    metaDescription: '',
    seoKeywords: [],
    semanticTags: [],
    status: 'published',
    editorNote: '',
    conceptId: null,
    updatedAt: '2025-03-01T10:00:00.000Z',
    unpublishedSettings: null,
  };
}

/**
 * The fake API's answers for a category tree as the console fetches it: a level at a time
 * (GET /api/admin/tree), a page of each category's articles, and each article's HTML when opened.
 */
export function treeRoutes(tree: TreeCategory[], parent: TreeCategory | null = null, path: string[] = []): Record<string, Reply> {
  const summary = ({ id, name, articleCount, articles, children }: TreeCategory) => ({
    id,
    name,
    articleCount,
    ownArticleCount: articles.length,
    childCount: children.length,
  });
  const routes: Record<string, Reply> = {
    [parent ? `GET /api/admin/tree?parent=${parent.id}` : 'GET /api/admin/tree']: { body: { categories: tree.map(summary) } },
  };
  for (const category of tree) {
    const here = [...path, category.name];
    routes[`GET /api/admin/tree/${category.id}/articles?page=0`] = {
      body: {
        rows: category.articles.map(({ id, title, slug }) => ({ id, title, slug, status: 'published' })),
        page: 0,
        pageCount: 1,
        total: category.articles.length,
      },
    };
    for (const article of category.articles) {
      routes[`GET /api/admin/articles/${article.id}/content`] = { body: { ...articleSettingsOf(article, category.id), workingCopy: null, path: here } };
    }
    Object.assign(routes, treeRoutes(category.children, category, here));
  }
  return routes;
}
