import { z } from './zod';
import { ArticleRef, Id, type Category } from './entities';

/*
 * The visitor sidebar's calls: each answers what the sidebar shows at that moment, so no answer grows
 * with the size of the knowledge base (a category's articles come LIMITS.sidebarPageSize at a time).
 */

/** A category as the sidebar lists it, without its contents. */
export const SidebarCategory = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  /** Its own articles plus all of its descendants' (as in GET /api/categories). */
  articleCount: z.number().int().nonnegative(),
  /** Articles placed directly in it: they come in pages of LIMITS.sidebarPageSize. */
  ownArticleCount: z.number().int().nonnegative(),
  childCount: z.number().int().nonnegative(),
});
export type SidebarCategory = z.infer<typeof SidebarCategory>;

/** A category of the full tree as the sidebar lists it. */
export const sidebarCategoryOf = (node: Category): SidebarCategory => ({
  id: node.id,
  slug: node.slug,
  name: node.name,
  articleCount: node.articleCount,
  ownArticleCount: node.articles.length,
  childCount: node.children.length,
});

/** An article as the sidebar links it (the slug is its key: ids would only add bytes). */
export const SidebarArticle = ArticleRef.pick({ slug: true, title: true });
export type SidebarArticle = z.infer<typeof SidebarArticle>;

/** One page of a category's own articles (ordered as in GET /api/categories) and its child categories. */
export const SidebarCategoryPage = z.object({
  category: SidebarCategory,
  page: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  articles: z.array(SidebarArticle),
  children: z.array(SidebarCategory),
});
export type SidebarCategoryPage = z.infer<typeof SidebarCategoryPage>;

/**
 * The way to an article: the contents of each category from the top level down to the article's own,
 * each at its first page except the last, which is at the page that holds the article.
 */
export const SidebarPath = z.object({ categories: z.array(SidebarCategoryPage) });
export type SidebarPath = z.infer<typeof SidebarPath>;

/**
 * A category's own page (`/category/<slug>`, beyond SPEC:
 * docs/decisions/0049-category-pages.md): a page of its articles and
 * its child categories, as the sidebar has them, and the categories above it for the breadcrumb.
 */
export const CategoryListing = SidebarCategoryPage.extend({
  ancestors: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type CategoryListing = z.infer<typeof CategoryListing>;
