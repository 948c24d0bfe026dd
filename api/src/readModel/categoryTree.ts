import type { ArticleRef } from '@kb/contracts';
import type { CategoryDoc } from '../models';

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

const collator = new Intl.Collator();
type Ordered = { order?: number | null; name?: string; title?: string; slug: string };
/**
 * Sibling order: the explicit order field, then name (categories) or title (articles), then the
 * slug (unique), so that ties come out the same however the list was built.
 */
export const byOrderThenName = (a: Ordered, b: Ordered) =>
  (a.order ?? 0) - (b.order ?? 0) || collator.compare(a.name ?? a.title ?? '', b.name ?? b.title ?? '') || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * Builds the published category tree: categories ordered by the explicit order field then name;
 * `articlesOf` gives each category's own articles in their wire shape, already ordered;
 * articleCount is the category's own articles plus all of its descendants'. A category with no
 * article in it or below it is left out: its name is not public until something in it is published.
 */
export function buildCategoryTree<A>(categories: readonly CategoryDoc[], articlesOf: (categoryId: string) => A[]): Node<A>[] {
  const byParent = new Map<string | null, CategoryDoc[]>();
  for (const category of categories) {
    const key = category.parentId ?? null;
    const siblings = byParent.get(key);
    if (siblings) siblings.push(category);
    else byParent.set(key, [category]);
  }
  const build = (parentId: string | null, seen: Set<string>): Node<A>[] =>
    [...(byParent.get(parentId) ?? [])].sort(byOrderThenName).flatMap((category) => {
      if (seen.has(category._id)) return [];
      const children = build(category._id, new Set(seen).add(category._id));
      const own = articlesOf(category._id);
      if (own.length === 0 && children.length === 0) return [];
      return [
        {
          id: category._id,
          slug: category.slug,
          name: category.name,
          articleCount: own.length + children.reduce((sum, child) => sum + child.articleCount, 0),
          articles: own,
          children,
        },
      ];
    });
  return build(null, new Set());
}

/** An article's entry in the tree. */
export const toRef = ({ id, slug, title }: TreeArticle): ArticleRef => ({ id, slug, title });
