import type { SlugRedirectDoc } from '../models';

/** Old slug -> article id, and each article's old slugs (the 301s of renamed articles). */
export class SlugRedirects {
  private articleBySlug = new Map<string, string>();
  private slugsOf = new Map<string, Set<string>>();

  /** The article an old slug leads to. */
  target(slug: string): string | undefined {
    return this.articleBySlug.get(slug);
  }

  /** Replaces everything known of one article's old slugs. */
  set(articleId: string, slugs: readonly string[]): void {
    for (const slug of this.slugsOf.get(articleId) ?? []) if (this.articleBySlug.get(slug) === articleId) this.articleBySlug.delete(slug);
    if (slugs.length === 0) {
      this.slugsOf.delete(articleId);
      return;
    }
    this.slugsOf.set(articleId, new Set(slugs));
    for (const slug of slugs) this.articleBySlug.set(slug, articleId);
  }

  entries(): [articleId: string, slugs: string[]][] {
    return [...this.slugsOf].map(([id, slugs]) => [id, [...slugs]]);
  }
}

/** Old slugs grouped by article id. */
export function groupRedirects(redirects: readonly SlugRedirectDoc[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const redirect of redirects) {
    const slugs = grouped.get(redirect.articleId);
    if (slugs) slugs.push(redirect._id);
    else grouped.set(redirect.articleId, [redirect._id]);
  }
  return grouped;
}
