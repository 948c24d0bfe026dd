import { trusted } from 'mongoose';
import type { Models, SlugRedirectDoc } from '../models';

/** An imported article's old slugs (front matter `redirects`), and the file they came from. */
export interface WantedRedirects {
  name: string;
  articleId: string;
  slugs: readonly string[];
}

/**
 * Adds the old slugs an import names as redirects to their articles (inserts only: one document per
 * old slug, its `_id`). A slug that an article has, or that already leads to another article, is
 * left alone with a warning. Returns the ids of the articles that got a redirect.
 */
export async function importRedirects(
  models: Models,
  wanted: readonly WantedRedirects[],
  liveSlugs: ReadonlySet<string>,
  warnings: string[],
  now: Date,
): Promise<string[]> {
  const slugs = wanted.flatMap((entry) => entry.slugs);
  if (slugs.length === 0) return [];
  const existing = new Map((await models.SlugRedirect.find({ _id: trusted({ $in: slugs }) }).lean<SlugRedirectDoc[]>()).map((r) => [r._id, r.articleId]));
  const created: SlugRedirectDoc[] = [];
  for (const { name, articleId, slugs: own } of wanted) {
    for (const slug of own) {
      const holder = existing.get(slug);
      if (holder === articleId) continue;
      if (liveSlugs.has(slug)) warnings.push(`${name}: redirects: '${slug}' is an article's slug: not a redirect`);
      else if (holder !== undefined) warnings.push(`${name}: redirects: '${slug}' already leads to another article: left as it is`);
      else {
        existing.set(slug, articleId);
        created.push({ _id: slug, articleId, createdAt: now });
      }
    }
  }
  if (created.length > 0) await models.SlugRedirect.insertMany(created);
  return [...new Set(created.map((redirect) => redirect.articleId))];
}
