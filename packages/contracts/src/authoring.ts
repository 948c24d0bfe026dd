import { z } from './zod';
import { ArticleRef, Id } from './entities';
import { LIMITS } from './limits';
import { SLUG_PATTERN, SLUG_RULE } from './urls';

export const Slug = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(LIMITS.slugMax, `Slug must be at most ${LIMITS.slugMax} characters`)
  .regex(SLUG_PATTERN, SLUG_RULE);

const Title = z.string().trim().min(1, 'Title is required').max(LIMITS.titleMax, `Title must be at most ${LIMITS.titleMax} characters`);
const Name = z.string().trim().min(1, 'Name is required').max(LIMITS.titleMax, `Name must be at most ${LIMITS.titleMax} characters`);
const Order = z.number().int('Order must be a whole number').min(-1_000_000).max(1_000_000);
const Terms = z.array(z.string().trim().min(1).max(100)).max(50, 'At most 50 entries');

/** draft: never published; published: on the site; unpublished: taken off the site (410 Gone), revisions kept. */
export const ArticleStatus = z.enum(['draft', 'published', 'unpublished']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

/** The settings of an article that readers see: what an Editor's change waits in the working copy for. */
const PublicSettings = z.object({
  title: z.string(),
  slug: z.string(),
  categoryId: Id,
  order: z.number().int(),
  metaDescription: z.string(),
  seoKeywords: z.array(z.string()),
  semanticTags: z.array(z.string()),
});

/** Settings changed in an article's working copy (its newest saved revision) and not yet on the site. */
export const SettingsChange = PublicSettings.partial();
export type SettingsChange = z.infer<typeof SettingsChange>;

/** An article as the console's settings and off-site lists see it (no HTML). */
export const ArticleSettings = z.object({
  id: Id,
  ...PublicSettings.shape,
  status: ArticleStatus,
  /** For the editors only (a concept's competitor references); never on the public site. */
  editorNote: z.string(),
  /** The saved concept this article was created from. */
  conceptId: Id.nullable(),
  updatedAt: z.iso.datetime(),
  /**
   * A live article's settings saved by an Editor: they wait in the working copy and reach readers with its
   * publish by a Publisher (or an approved review); null when nothing waits. The other fields are the live ones.
   */
  unpublishedSettings: SettingsChange.nullable(),
});
export type ArticleSettings = z.infer<typeof ArticleSettings>;

/** Drafts and unpublished articles with their current HTML (the editor opens them from this list). */
export const OffSiteArticle = ArticleSettings.extend({ content: z.string() });
export type OffSiteArticle = z.infer<typeof OffSiteArticle>;

export const CreateArticleRequest = z.object({
  title: Title,
  slug: Slug,
  categoryId: Id,
  /** A saved concept to start from: its HTML becomes the first revision, its references the editor's note. */
  conceptId: Id.optional(),
  /** The slug is an old slug of another article (a redirect): take it over. */
  replaceRedirect: z.boolean().optional(),
});
export type CreateArticleRequest = z.infer<typeof CreateArticleRequest>;

export const UpdateArticleSettingsRequest = z
  .object({
    title: Title,
    slug: Slug,
    categoryId: Id,
    order: Order,
    metaDescription: z.string().trim().max(500, 'Meta description must be at most 500 characters'),
    seoKeywords: Terms,
    semanticTags: Terms,
    replaceRedirect: z.boolean(),
  })
  .partial();
export type UpdateArticleSettingsRequest = z.infer<typeof UpdateArticleSettingsRequest>;

export const SlugCheckQuery = z.object({ slug: z.string().max(LIMITS.slugMax + 50), articleId: Id.optional() });
export const SlugCheck = z.object({
  slug: z.string(),
  /** True when the slug is well formed and no other article has it. */
  available: z.boolean(),
  /** Why it is not available (malformed, or taken). */
  problem: z.string().nullable(),
  /** The slug is an old slug of this article: using it replaces that redirect (ask first). */
  redirectOf: ArticleRef.nullable(),
});
export type SlugCheck = z.infer<typeof SlugCheck>;

export const CategoryRecord = z.object({ id: Id, name: z.string(), slug: z.string(), parentId: Id.nullable(), order: z.number().int() });
export type CategoryRecord = z.infer<typeof CategoryRecord>;

export const CreateCategoryRequest = z.object({ name: Name, slug: Slug, parentId: Id.nullable().default(null), order: Order.optional() });
export type CreateCategoryRequest = z.infer<typeof CreateCategoryRequest>;

export const UpdateCategoryRequest = z.object({ name: Name, slug: Slug, parentId: Id.nullable(), order: Order }).partial();
export type UpdateCategoryRequest = z.infer<typeof UpdateCategoryRequest>;
