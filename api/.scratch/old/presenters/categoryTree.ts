import type { ArticleRef, Category } from '@kb/contracts';
import type { CategoryDoc } from '../../../src/models';

export interface TreeArticle extends ArticleRef {
  categoryId: string;
  order: number;
}

interface Node<A> {
  id: string;
  slug: string;
  name: string;
  articleCount: number;
  articles: A[];
  children: Node<A>[];
}

const byOrderThenName = (a: { order?: number | null; name?: string; title?: string }, b: { order?: number | null; name?: string; title?: string }) =>
  (a.order ?? 0) - (b.order ?? 0) || (a.name ?? a.title ?? '').localeCompare(b.name ?? b.title ?? '');

/**
 * Builds the category tree: ordered by the explicit order field then name; articleCount is the
 * category's own articles plus all of its descendants'. `mapArticle` picks each article's wire shape.
 */
export function buildCategoryTree<T extends TreeArticle, A>(categories: readonly CategoryDoc[], articles: readonly T[], mapArticle: (article: T) => A): Node<A>[] {
  const byParent = new Map<string | null, CategoryDoc[]>();
  for (const category of categories) {
    const key = category.parentId ?? null;
    byParent.set(key, [...(byParent.get(key) ?? []), category]);
  }
  const articlesByCategory = new Map<string, T[]>();
  for (const article of articles) articlesByCategory.set(article.categoryId, [...(articlesByCategory.get(article.categoryId) ?? []), article]);

  const build = (parentId: string | null, seen: Set<string>): Node<A>[] =>
    [...(byParent.get(parentId) ?? [])].sort(byOrderThenName).flatMap((category) => {
      if (seen.has(category._id)) return [];
      const children = build(category._id, new Set(seen).add(category._id));
      const own = [...(articlesByCategory.get(category._id) ?? [])].sort(byOrderThenName);
      return [
        {
          id: category._id,
          slug: category.slug,
          name: category.name,
          articleCount: own.length + children.reduce((sum, child) => sum + child.articleCount, 0),
          articles: own.map(mapArticle),
          children,
        },
      ];
    });
  return build(null, new Set());
}

export function presentCategoryTree(categories: readonly CategoryDoc[], articles: readonly TreeArticle[]): Category[] {
  return buildCategoryTree(categories, articles, ({ id, slug, title }) => ({ id, slug, title }));
}
