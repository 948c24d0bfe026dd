import { z } from './zod';

/** An article as the visitor lists link it: its title, its category, and when it was last updated. */
export const HighlightedArticle = z.object({
  slug: z.string(),
  title: z.string(),
  categoryName: z.string().nullable(),
  updatedAt: z.string(),
});
export type HighlightedArticle = z.infer<typeof HighlightedArticle>;

/** Articles shown on home and when a search finds nothing: at most this many in each list. */
export const HIGHLIGHTS_MAX = 5;

/**
 * GET /api/article-highlights: "Popular articles", the most read published articles of the last 30 days
 * (Insights' page views), and "Recently updated", the published articles last changed (the read model).
 */
export const ArticleHighlights = z.object({
  popular: z.array(HighlightedArticle).max(HIGHLIGHTS_MAX),
  recent: z.array(HighlightedArticle).max(HIGHLIGHTS_MAX),
});
export type ArticleHighlights = z.infer<typeof ArticleHighlights>;
