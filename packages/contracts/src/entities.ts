import { z } from './zod';

/** IDs are UUID strings (36 characters). */
export const Id = z.uuid();

export const ArticleRef = z.object({ id: Id, slug: z.string(), title: z.string() });
export type ArticleRef = z.infer<typeof ArticleRef>;

export interface Category {
  id: string;
  slug: string;
  name: string;
  articleCount: number;
  articles: ArticleRef[];
  children: Category[];
}
export const Category: z.ZodType<Category> = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  articleCount: z.number().int().nonnegative(),
  articles: z.array(ArticleRef),
  get children() {
    return z.array(Category);
  },
});

export interface TocEntry {
  id: string;
  title: string;
  level: number;
  children: TocEntry[];
}
export const TocEntry: z.ZodType<TocEntry> = z.object({
  id: z.string(),
  title: z.string(),
  level: z.number().int().min(1),
  get children() {
    return z.array(TocEntry);
  },
});

export const Article = z.object({
  id: Id,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  metaDescription: z.string(),
  seoKeywords: z.array(z.string()),
  semanticTags: z.array(z.string()),
  categoryName: z.string(),
  parentCategoryName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  readingTime: z.number().int().min(1),
  tableOfContents: z.array(TocEntry),
});
export type Article = z.infer<typeof Article>;

export const Stats = z.object({
  articles: z.number().int().nonnegative(),
  images: z.number().int().nonnegative(),
  words: z.number().int().nonnegative(),
});
export type Stats = z.infer<typeof Stats>;

export const QualityTier = z.enum(['high', 'medium', 'low']);
export type QualityTier = z.infer<typeof QualityTier>;

/** The part of an article a search result points at: `/article/{slug}#{id}`. */
export const SearchSection = z.object({ id: z.string(), heading: z.string() });
export type SearchSection = z.infer<typeof SearchSection>;

export const SearchResult = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  /** A passage of `section` (of the article's opening when it is null), with the query's words in it. */
  excerpt: z.string(),
  /** The section that best answers the query; null when that is the article's opening. */
  section: SearchSection.nullable(),
  categoryName: z.string(),
  parentCategoryName: z.string().nullable(),
  readingTime: z.number().int().min(1),
  qualityTier: QualityTier,
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchSummary = z.object({ aiSummary: z.string() });
export type SearchSummary = z.infer<typeof SearchSummary>;

export const SearchSuggestions = z.object({ suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['connected', 'disconnected', 'connecting']),
  searchReady: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof Health>;
