import { z } from './zod';
import { ArticleSettings } from './authoring';
import { Id } from './entities';
import { LIMITS } from './limits';
import { LIFECYCLE_STATES, WORK_FILTERS } from './lifecycle';

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
/** How many articles each filter finds, and how many are live (published: drafts are not counted there). */
export const WorkCounts = z.object({
  live: z.number().int().nonnegative(),
  drafts: z.number().int().nonnegative(),
  myDrafts: z.number().int().nonnegative(),
  inReview: z.number().int().nonnegative(),
  needsPublisher: z.number().int().nonnegative(),
});
export type WorkCounts = z.infer<typeof WorkCounts>;

/** A level of the tree; the top level (no `parent`) also carries the filters' counts. */
export const AdminTreeLevel = z.object({ categories: z.array(AdminTreeCategory), counts: WorkCounts.optional() });
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

/** Finding work's filters (lifecycle.ts names them): the query's schema. */
export const WorkFilter = z.enum(WORK_FILTERS, { error: `filter must be one of ${WORK_FILTERS.join(', ')}` });
export type WorkFilter = z.infer<typeof WorkFilter>;

/**
 * GET /api/admin/article-search?q=&filter=&page=: titles and slugs that contain the words typed (2 characters or
 * more), best first; with `filter`, only those articles (and `q` may be left out: all of them, by title).
 */
export const AdminSearchQuery = z
  .object({
    q: z.string().trim().max(LIMITS.searchQueryMax, `q must be at most ${LIMITS.searchQueryMax} characters`).default(''),
    filter: WorkFilter.optional(),
    page: Page,
  })
  .refine((query) => query.filter !== undefined || query.q.length >= 2, { message: 'q must be at least 2 characters', path: ['q'] });
export type AdminSearchQuery = z.input<typeof AdminSearchQuery>;
export const AdminSearchHit = AdminArticleRow.extend({ path: z.array(z.string()) });
export type AdminSearchHit = z.infer<typeof AdminSearchHit>;
export const AdminSearchPage = paged(AdminSearchHit);
export type AdminSearchPage = z.infer<typeof AdminSearchPage>;

/** GET /api/admin/articles/:id/content: an article when it is opened, its HTML as last published (or as a draft stands), and where it sits. */
/** The newest revision saved in the main line: what the editor opens, whether or not it is live. */
export const WorkingCopy = z.object({
  revisionId: Id,
  content: z.string(),
  /** Who saved it, and when. */
  adminName: z.string(),
  savedAt: z.iso.datetime(),
  /** It is the live revision (nothing unpublished waits). */
  isPublished: z.boolean(),
});
export type WorkingCopy = z.infer<typeof WorkingCopy>;

export const AdminArticleContent = ArticleSettings.extend({
  /** The live HTML (a draft's is empty). */
  content: z.string(),
  /** The working copy, null when no revision was saved (an article from before revisions, or a new draft). */
  workingCopy: WorkingCopy.nullable(),
  /** Where its main line is in the lifecycle (Draft, In review, Live with unpublished changes…). */
  state: z.enum(LIFECYCLE_STATES),
  /** Category names from the top level down to the article's own category. */
  path: z.array(z.string()),
});
export type AdminArticleContent = z.infer<typeof AdminArticleContent>;
