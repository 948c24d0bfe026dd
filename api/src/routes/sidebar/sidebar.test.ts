import { randomUUID } from 'node:crypto';
import { Category, CategoryListing, LIMITS, SidebarCategory, SidebarCategoryPage, SidebarPath } from '@kb/contracts';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';
import { publishedArticles } from '../../../test/articles';

const api = testApiForFile();
let tree: Category[];
beforeAll(async () => {
  tree = z.array(Category).parse(await (await api.get('/api/categories')).json());
});

/** Over two pages (publishing each article also indexes it for search, which is what takes the time). */
const BULK = 130;

const json = async (path: string) => {
  const response = await api.get(path);
  return { status: response.status, body: await response.json() };
};
const find = (nodes: Category[], test: (node: Category) => boolean): Category | undefined =>
  nodes.find(test) ?? nodes.map((node) => find(node.children, test)).find(Boolean);

describe('the sidebar calls (what the visitor sidebar loads)', () => {
  it('GET /api/sidebar/categories lists the top-level categories with the counts of GET /api/categories, without contents', async () => {
    const { status, body } = await json('/api/sidebar/categories');
    expect(status).toBe(200);
    const roots = z.array(SidebarCategory).parse(body);
    expect(roots).toEqual(
      tree.map((node) => ({
        id: node.id,
        slug: node.slug,
        name: node.name,
        articleCount: node.articleCount,
        ownArticleCount: node.articles.length,
        childCount: node.children.length,
      })),
    );
    expect(JSON.stringify(body)).not.toContain('"articles"');
  });

  it("GET /api/sidebar/categories/:id/pages/0 gives a category's articles in order and its child categories", async () => {
    const parent = tree.find((node) => node.children.length > 0)!;
    const page = SidebarCategoryPage.parse((await json(`/api/sidebar/categories/${parent.id}/pages/0`)).body);
    expect(page.category.name).toBe(parent.name);
    expect(page.articles).toEqual(parent.articles.map(({ slug, title }) => ({ slug, title })));
    expect(page.children.map((child) => [child.name, child.articleCount])).toEqual(parent.children.map((child) => [child.name, child.articleCount]));
    expect(page.pageCount).toBe(parent.articles.length ? 1 : 0);
  });

  it('GET /api/sidebar/articles/:slug gives the open way down to the article', async () => {
    const { body } = await json('/api/sidebar/articles/lens-calibration-basics');
    const path = SidebarPath.parse(body);
    expect(path.categories.map((page) => page.category.name)).toEqual(['Camera Tracking', 'Lens Calibration']);
    expect(path.categories[0]!.children.map((child) => child.name)).toContain('Lens Calibration');
    expect(path.categories[1]!.articles.map((article) => article.slug)).toContain('lens-calibration-basics');
  });

  it('answers 404 JSON for an unknown category or article, 400 for a bad id or page', async () => {
    expect(await json(`/api/sidebar/categories/${randomUUID()}/pages/0`)).toMatchObject({
      status: 404,
      body: { error: expect.stringMatching(/^No category with id/) },
    });
    expect(await json('/api/sidebar/articles/no-such-article')).toEqual({
      status: 404,
      body: { code: 'notFound', error: "No article with slug 'no-such-article'" },
    });
    expect((await json(`/api/sidebar/categories/not-a-uuid/pages/0`)).status).toBe(400);
    expect((await json(`/api/sidebar/categories/${tree[0]!.id}/pages/-1`)).status).toBe(400);
    expect((await json(`/api/sidebar/categories/${tree[0]!.id}/pages/x`)).status).toBe(400);
    expect((await json(`/api/sidebar/categories/${tree[0]!.id}/pages/${LIMITS.sidebarPageMax + 1}`)).status).toBe(400);
  });

  it('a category of more articles than a page comes in pages, and the way to its last article opens at that page; a publish is seen at once', async () => {
    const { readModel } = api.deps;
    const template = publishedArticles(readModel)[0]!;
    const target = find(tree, (node) => node.name === 'Lens Calibration')!;
    const many = Array.from({ length: BULK }, (_, i) => {
      const n = String(i).padStart(4, '0');
      return { ...template, _id: randomUUID(), slug: `bulk-article-${n}`, title: `Bulk Article ${n}`, categoryId: target.id, order: 100 };
    });
    readModel.applyChanges({ articles: many });
    const first = SidebarCategoryPage.parse((await json(`/api/sidebar/categories/${target.id}/pages/0`)).body);
    const own = target.articles.length + BULK;
    expect(first.category.ownArticleCount).toBe(own);
    expect(first.pageCount).toBe(Math.ceil(own / LIMITS.sidebarPageSize));
    expect(first.articles).toHaveLength(LIMITS.sidebarPageSize);
    const last = SidebarCategoryPage.parse((await json(`/api/sidebar/categories/${target.id}/pages/${first.pageCount - 1}`)).body);
    expect(last.articles.at(-1)!.slug).toBe('bulk-article-0129');
    const beyond = SidebarCategoryPage.parse((await json(`/api/sidebar/categories/${target.id}/pages/${first.pageCount}`)).body);
    expect(beyond.articles).toEqual([]);

    const path = SidebarPath.parse((await json('/api/sidebar/articles/bulk-article-0129')).body);
    const ownPage = path.categories.at(-1)!;
    expect(ownPage.page).toBe(first.pageCount - 1);
    expect(ownPage.articles.map((article) => article.slug)).toContain('bulk-article-0129');
    const roots = z.array(SidebarCategory).parse((await json('/api/sidebar/categories')).body);
    expect(roots.find((root) => root.name === 'Camera Tracking')!.articleCount).toBe(tree.find((root) => root.name === 'Camera Tracking')!.articleCount + BULK);
  });
});

describe('GET /api/category-pages/:slug/:page (the category pages, /category/<slug>)', () => {
  it("gives a category's articles and children as the sidebar has them, and the categories above it", async () => {
    const parent = tree.find((node) => node.children.length > 0)!;
    const child = parent.children[0]!;
    const { status, body } = await json(`/api/category-pages/${child.slug}/0`);
    expect(status).toBe(200);
    const listing = CategoryListing.parse(body);
    expect(listing.category).toMatchObject({ id: child.id, slug: child.slug, name: child.name, articleCount: child.articleCount });
    expect(listing.ancestors).toEqual([{ slug: parent.slug, name: parent.name }]);
    expect(listing.articles.map((a) => a.slug)).toEqual(child.articles.map((a) => a.slug));
    expect(listing.children.map((c) => c.slug)).toEqual(child.children.map((c) => c.slug));
    expect((await json(`/api/category-pages/${parent.slug}/0`)).body.ancestors).toEqual([]);
  });

  it('answers 404 for an unknown category or a page past the last, and 400 for a bad page', async () => {
    expect((await json('/api/category-pages/no-such-category/0')).status).toBe(404);
    expect((await json(`/api/category-pages/${tree[0]!.slug}/5`)).status).toBe(404);
    expect((await json(`/api/category-pages/${tree[0]!.slug}/-1`)).status).toBe(400);
  });
});
