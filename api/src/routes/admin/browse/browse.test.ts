import { AdminArticleContent, AdminArticlePage, AdminCategory, AdminSearchPage, AdminTreeLevel, ArticleSettings, Revision } from '@kb/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';

const api = testApiForFile();
const admin = adminForFile(api, 'Bea Browser');

const json = async <T>(schema: z.ZodType<T>, response: Response | Promise<Response>) => {
  const answer = await response;
  expect(answer.status).toBe(200);
  return schema.parse(await answer.json());
};
const level = (parent?: string) => json(AdminTreeLevel, admin.get(`/api/admin/tree${parent ? `?parent=${parent}` : ''}`));
const articles = (id: string, page = 0) => json(AdminArticlePage, admin.get(`/api/admin/tree/${id}/articles?page=${page}`));
const search = (q: string, page = 0) => json(AdminSearchPage, admin.get(`/api/admin/article-search?q=${encodeURIComponent(q)}&page=${page}`));
const created = async (body: Record<string, unknown>) => {
  const response = await admin.send('POST', '/api/admin/articles', body);
  expect(response.status).toBe(201);
  return ArticleSettings.parse(await response.json());
};
const liveTree = () => json(z.array(AdminCategory), admin.get('/api/admin/live-articles'));

/** Expects a GET of `path` to be refused: 400, the contract's validation error. */
async function expectInvalid(path: string): Promise<void> {
  const response = await admin.get(path);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'validation' });
}

describe('GET /api/admin/tree: the category tree level by level, titles only', () => {
  it("answers the top level with the counts of GET /api/admin/live-articles, then a category's children, never any HTML", async () => {
    const [roots, live] = await Promise.all([level(), liveTree()]);
    expect(roots.categories.map(({ id, name, articleCount }) => ({ id, name, articleCount }))).toEqual(
      live.map(({ id, name, articleCount }) => ({ id, name, articleCount })),
    );
    const withChildren = live.find((category) => category.children.length > 0)!;
    const children = await level(withChildren.id);
    expect(children.categories.map((c) => c.name)).toEqual(withChildren.children.map((c) => c.name));
    const page = await articles(withChildren.id);
    expect(page.rows.map((row) => row.title)).toEqual(withChildren.articles.map((a) => a.title));
    expect(page.rows.every((row) => row.status === 'published')).toBe(true);
    expect(JSON.stringify([roots, children, page])).not.toContain('<p>');
  });

  it('counts and lists drafts, so writers see their work; the public tree does not', async () => {
    const [root] = (await level()).categories;
    const draft = await created({ title: 'Quokka Draft Notes', slug: 'quokka-draft-notes', categoryId: root!.id });
    const after = (await level()).categories.find((c) => c.id === root!.id)!;
    expect(after.articleCount).toBe(root!.articleCount + 1);
    expect(after.ownArticleCount).toBe(root!.ownArticleCount + 1);
    const page = await articles(root!.id);
    expect(page.rows.at(-1)).toEqual({ id: draft.id, title: 'Quokka Draft Notes', slug: 'quokka-draft-notes', status: 'draft' });
    expect(page.total).toBe(after.ownArticleCount);
    expect(JSON.stringify(await (await api.get('/api/categories')).json())).not.toContain('quokka-draft-notes');
  });

  it("pages past the last page are empty; an unknown category is 404; bad input is 400 with the contract's message", async () => {
    const [root] = (await level()).categories;
    expect(await articles(root!.id, 3)).toMatchObject({ rows: [], page: 3, pageCount: 1 });
    for (const path of [`/api/admin/tree?parent=${crypto.randomUUID()}`, `/api/admin/tree/${crypto.randomUUID()}/articles`]) {
      const response = await admin.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Category not found', code: 'notFound' });
    }
    for (const path of ['/api/admin/tree?parent=nope', `/api/admin/tree/${root!.id}/articles?page=-1`, `/api/admin/tree/${root!.id}/articles?page=x`])
      await expectInvalid(path);
  });
});

describe('GET /api/admin/article-search: title and slug as you type, paged', () => {
  it('finds published articles by a word of the title, any case or accent, and by the slug; titles that start with it first', async () => {
    const [live] = await liveTree();
    const article = live!.articles[0]!;
    const word = article.title.split(' ')[0]!;
    const byTitle = await search(word.toUpperCase());
    expect(byTitle.rows.length).toBeGreaterThan(0);
    expect(byTitle.rows.every((row) => row.title.toLowerCase().includes(word.toLowerCase()) || row.slug.includes(word.toLowerCase()))).toBe(true);
    expect(byTitle.rows[0]!.title.toLowerCase().startsWith(word.toLowerCase())).toBe(true);
    const bySlug = await search(article.slug);
    expect(bySlug.rows[0]).toMatchObject({ id: article.id, slug: article.slug, status: 'published', path: [live!.name] });
    expect(JSON.stringify(bySlug)).not.toContain('<p>');
  });

  it('finds drafts too, folding accents; several words must all be found; no match is an empty page', async () => {
    const [root] = (await level()).categories;
    const draft = await created({ title: 'Wombat Éclairage Guide', slug: 'wombat-eclairage-guide', categoryId: root!.id });
    expect((await search('wombat eclairage')).rows).toEqual([
      { id: draft.id, title: 'Wombat Éclairage Guide', slug: 'wombat-eclairage-guide', status: 'draft', path: [root!.name] },
    ]);
    expect((await search('wombat nothing-like-this')).rows).toEqual([]);
    expect(await search('zzqqxx')).toEqual({ rows: [], page: 0, pageCount: 0, total: 0 });
  });

  it('an empty, one-letter or too long query is 400', async () => {
    for (const q of ['', '%20%20', 'e', '%20e%20', 'a'.repeat(201)]) await expectInvalid(`/api/admin/article-search?q=${q}`);
  });
});

describe('GET /api/admin/articles/:id/content: an article when it is opened', () => {
  it('answers its settings, HTML and category path; after a publish the new HTML', async () => {
    const [live] = await liveTree();
    const article = live!.articles[0]!;
    const opened = await json(AdminArticleContent, admin.get(`/api/admin/articles/${article.id}/content`));
    expect(opened).toMatchObject({
      id: article.id,
      title: article.title,
      slug: article.slug,
      content: article.content,
      status: 'published',
      path: [live!.name],
    });

    const revision = Revision.parse(
      await (await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: '<p>Numbat lens notes.</p>' })).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    expect((await json(AdminArticleContent, admin.get(`/api/admin/articles/${article.id}/content`))).content).toBe('<p>Numbat lens notes.</p>');
  });

  it('an unknown article is 404, a malformed id 400', async () => {
    const unknown = await admin.get(`/api/admin/articles/${crypto.randomUUID()}/content`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Article not found', code: 'notFound' });
    expect((await admin.get('/api/admin/articles/nope/content')).status).toBe(400);
  });
});

describe('admin only', () => {
  it('every new call is 401 without a session, like the other admin calls', async () => {
    const [root] = (await level()).categories;
    for (const path of [
      '/api/admin/tree',
      `/api/admin/tree/${root!.id}/articles`,
      '/api/admin/article-search?q=lens',
      `/api/admin/articles/${crypto.randomUUID()}/content`,
    ]) {
      const response = await api.get(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
