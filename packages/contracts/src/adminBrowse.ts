import { z } from './zod';
import { ArticleSettings } from './authoring';
import { Id } from './entities';
import { LIMITS } from './limits';

/*
 * The admin console's calls at size (issue 28): each answers what the console shows at that moment —
 * one level of the category tree, one page of a category's articles, one article when it is opened,
 * one page of a title/slug search — so no answer grows with the size of the knowledge base.
 * Drafts and unpublished articles are counted and listed beside the published ones.
 */

/** A category of the admin tree, without its contents. Counts include drafts and unpublished articles. */
export const AdminTreeCategory = z.object({
  id: Id,
  name: z.string(),
  /** Its own articles plus all of its descendants', every status. */
  articleCount: z.number().int().nonnegative(),
  /** Articles placed directly in it: they come in pages of LIMITS.adminPageSize. */
  ownArticleCount: z.number().int().nonnegative(),
  childCount: z.number().int().nonnegative(),
});
export type AdminTreeCategory = z.infer<typeof AdminTreeCategory>;

/** GET /api/admin/tree?parent=<id>: the child categories of one category (the top level without `parent`). */
export const AdminTreeQuery = z.object({ parent: Id.optional() });
export type AdminTreeQuery = z.input<typeof AdminTreeQuery>;
export const AdminTreeLevel = z.object({ categories: z.array(AdminTreeCategory) });
export type AdminTreeLevel = z.infer<typeof AdminTreeLevel>;

/** An article as the admin lists it: titles only, never the HTML. */
export const AdminArticleRow = ArticleSettings.pick({ id: true, title: true, slug: true, status: true });
export type AdminArticleRow = z.infer<typeof AdminArticleRow>;

const Page = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(0, 'page must be at least 0')
  .max(LIMITS.sidebarPageMax, `page must be at most ${LIMITS.sidebarPageMax}`)
  .default(0);

export const PageQuery = z.object({ page: Page });
export type PageQuery = z.input<typeof PageQuery>;

/** A page of rows: `total` rows in `pageCount` pages of LIMITS.adminPageSize. */
const paged = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    page: z.number().int().nonnegative(),
    pageCount: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  });

/** GET /api/admin/tree/:id/articles?page=N: one page of a category's own articles (published first, in site order; then the others by title). */
export const AdminArticlePage = paged(AdminArticleRow);
export type AdminArticlePage = z.infer<typeof AdminArticlePage>;

/** GET /api/admin/article-search?q=&page=: titles and slugs that contain the words typed (2 characters or more), best first. */
export const AdminSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'q must be at least 2 characters')
    .max(LIMITS.searchQueryMax, `q must be at most ${LIMITS.searchQueryMax} characters`),
  page: Page,
});
export type AdminSearchQuery = z.input<typeof AdminSearchQuery>;
export const AdminSearchHit = AdminArticleRow.extend({ path: z.array(z.string()) });
export type AdminSearchHit = z.infer<typeof AdminSearchHit>;
export const AdminSearchPage = paged(AdminSearchHit);
export type AdminSearchPage = z.infer<typeof AdminSearchPage>;

/** GET /api/admin/articles/:id/content: an article when it is opened, its HTML as last published (or as a draft stands), and where it sits. */
export const AdminArticleContent = ArticleSettings.extend({
  content: z.string(),
  /** Category names from the top level down to the article's own category. */
  path: z.array(z.string()),
});
export type AdminArticleContent = z.infer<typeof AdminArticleContent>;
