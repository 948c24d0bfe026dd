import type { ArticleDoc } from '../models';
import { statusOf } from '../models/articleStatus';

/** Drafts and unpublished articles (few): the console lists them; visitors never see them, and an unpublished one's slug answers 410. */
export class OffSiteArticles {
  private byId = new Map<string, ArticleDoc>();
  private goneSlugs = new Map<string, string>();

  get(id: string): ArticleDoc | undefined {
    return this.byId.get(id);
  }

  all(): ArticleDoc[] {
    return [...this.byId.values()];
  }

  /** True when the slug is that of an article taken off the site. */
  isGone(slug: string): boolean {
    return this.goneSlugs.has(slug);
  }

  /** Puts an article off the site, or (undefined) forgets it. */
  set(id: string, article: ArticleDoc | undefined): void {
    const previous = this.byId.get(id);
    if (previous && this.goneSlugs.get(previous.slug) === id) this.goneSlugs.delete(previous.slug);
    if (!article) {
      this.byId.delete(id);
      return;
    }
    this.byId.set(id, article);
    if (statusOf(article) === 'unpublished') this.goneSlugs.set(article.slug, id);
  }
}
