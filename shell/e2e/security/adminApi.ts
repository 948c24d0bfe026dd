import { expect, type APIRequestContext } from '@playwright/test';

interface TreeArticle {
  id: string;
  title: string;
  slug: string;
  content: string;
}
interface TreeCategory {
  articles: TreeArticle[];
  children: TreeCategory[];
}

/** The admin API with one session's bearer token. */
export class AdminApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** A live article (with its content) from the admin tree, by slug. */
  async liveArticle(slug: string): Promise<TreeArticle> {
    const response = await this.request.get('/api/admin/live-articles', { headers: this.headers });
    expect(response.status()).toBe(200);
    const walk = (categories: TreeCategory[]): TreeArticle[] => categories.flatMap((c) => [...c.articles, ...walk(c.children)]);
    const article = walk((await response.json()) as TreeCategory[]).find((a) => a.slug === slug);
    if (!article) throw new Error(`no live article ${slug}`);
    return article;
  }

  /** Saves the HTML as a revision and publishes it; answers the stored (sanitised) revision content. */
  async publish(articleId: string, content: string): Promise<string> {
    const saved = await this.request.post('/api/admin/save-revision', { headers: this.headers, data: { articleId, content } });
    expect(saved.status()).toBe(200);
    const revision = (await saved.json()) as { id: string; content: string };
    const published = await this.request.post(`/api/admin/publish-revision/${revision.id}`, { headers: this.headers });
    expect(published.status()).toBe(200);
    return revision.content;
  }
}
