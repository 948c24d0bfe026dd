import type { ArticleRef, Category } from '@kb/contracts';

/** A public category in the flat list: the tree node, its parent's slug (null at the top) and its depth (0 at the top). */
interface CatalogCategory {
  node: Category;
  parent: string | null;
  depth: number;
}

/** The published tree as agents browse it: categories depth first, the site's order, and every article in that order. */
export interface Catalog {
  categories: readonly CatalogCategory[];
  bySlug: ReadonlyMap<string, CatalogCategory>;
  articles: readonly ArticleRef[];
}

const catalogs = new WeakMap<readonly Category[], Catalog>();

/** The catalog of a published tree, made once per tree (the read model replaces the tree when it changes). */
export function catalogOf(tree: readonly Category[]): Catalog {
  let catalog = catalogs.get(tree);
  if (catalog) return catalog;
  const categories: CatalogCategory[] = [];
  const articles: ArticleRef[] = [];
  const visit = (nodes: readonly Category[], parent: string | null, depth: number) => {
    for (const node of nodes) {
      categories.push({ node, parent, depth });
      articles.push(...node.articles);
      visit(node.children, node.slug, depth + 1);
    }
  };
  visit(tree, null, 0);
  catalog = { categories, bySlug: new Map(categories.map((c) => [c.node.slug, c])), articles };
  catalogs.set(tree, catalog);
  return catalog;
}

export interface Paged<T> {
  items: T[];
  /** Counted from 1. */
  page: number;
  pageCount: number;
  nextPage: number | null;
}

/** Page `page` (from 1) of `all`, `size` at a time; past the last page, no items. */
export function pageOf<T>(all: readonly T[], page: number, size: number): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(all.length / size));
  return { items: all.slice((page - 1) * size, page * size), page, pageCount, nextPage: page < pageCount ? page + 1 : null };
}
