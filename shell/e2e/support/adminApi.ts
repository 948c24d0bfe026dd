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

  /** Saves the HTML as a revision: its id and stored (sanitised) content, or the refusal's status and code. */
  async save(articleId: string, content: string): Promise<{ status: number; id?: string; content?: string; code?: string }> {
    const saved = await this.request.post('/api/admin/save-revision', { headers: this.headers, data: { articleId, content } });
    return { status: saved.status(), ...((await saved.json()) as { id?: string; content?: string; code?: string }) };
  }

  /** Creates a category (top level without a parent); answers its id. */
  async createCategory(name: string, slug: string, parentId: string | null = null): Promise<string> {
    const created = await this.request.post('/api/admin/categories', { headers: this.headers, data: { name, slug, parentId } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  }

  /** Deletes an empty category. */
  async deleteCategory(id: string): Promise<void> {
    expect((await this.request.delete(`/api/admin/categories/${id}`, { headers: this.headers })).status()).toBe(200);
  }

  /** Creates a draft article; answers its id. */
  async createArticle(title: string, slug: string, categoryId: string): Promise<string> {
    const created = await this.request.post('/api/admin/articles', { headers: this.headers, data: { title, slug, categoryId } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: string }).id;
  }

  /** Takes a published article off the site and deletes it with its revisions. */
  async unpublishAndDelete(articleId: string): Promise<void> {
    expect((await this.request.post(`/api/admin/articles/${articleId}/unpublish`, { headers: this.headers })).status()).toBe(200);
    expect((await this.request.delete(`/api/admin/articles/${articleId}`, { headers: this.headers })).status()).toBe(200);
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
