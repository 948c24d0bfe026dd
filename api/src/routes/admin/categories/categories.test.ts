import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ArticleSettings, Category, CategoryRecord } from '@kb/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { teamForFile } from '../../../../test/people';
import { testApiForFile } from '../../../../test/harness';
import { startProductionInstance, type ProductionInstance } from '../../../../test/productionInstance';

/** Instance A takes the writes; instance B runs on the same database the production way. */
const api = testApiForFile();
const admin = adminForFile(api, 'Cato Categorist');
const team = teamForFile(api, admin, ['editor'], 'categories');
let other: ProductionInstance;
beforeAll(async () => {
  other = await startProductionInstance(api.databaseUri, mkdtempSync(path.join(os.tmpdir(), 'kb-cat-')));
  await other.api.ready;
});
afterAll(() => other.close());

const json = async <T>(schema: z.ZodType<T>, response: Response | Promise<Response>) => schema.parse(await (await response).json());
const create = (body: Record<string, unknown>) => admin.send('POST', '/api/admin/categories', body);
const update = (id: string, body: Record<string, unknown>) => admin.send('PATCH', `/api/admin/categories/${id}`, body);
const treeAt = async (base: string) => z.array(Category).parse(await (await fetch(`${base}/api/categories`)).json());
const find = (nodes: Category[], id: string): Category | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

/** Polls until `check` holds, and answers how long that took (fails after `limitMs`). */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** Creates an article in a category and publishes it. */
async function publishIn(categoryId: string, slug: string): Promise<void> {
  const article = await json(ArticleSettings, admin.send('POST', '/api/admin/articles', { title: slug, slug, categoryId }));
  const revision = await (await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: '<p>Published.</p>' })).json();
  expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
}

describe('categories: create, rename, change slug, move, reorder, delete when empty', () => {
  it('the public tree follows at once here and within 5 s on another instance, once something in it is published', async () => {
    const parent = await json(CategoryRecord, create({ name: 'Studio Hardware', slug: 'studio-hardware' }));
    expect(parent).toMatchObject({ name: 'Studio Hardware', slug: 'studio-hardware', parentId: null });
    const child = await json(CategoryRecord, create({ name: 'Cables', slug: 'cables', parentId: parent.id }));
    // Security review 2, Low 12: a category's name is not public before anything in it is published.
    expect(find(await treeAt(api.url), parent.id)).toBeUndefined();
    expect(JSON.stringify(await (await fetch(`${api.url}/api/sidebar/categories`)).json())).not.toContain('Studio Hardware');
    await publishIn(child.id, 'hdmi-cable-notes');
    expect(await within(1000, async () => find(await treeAt(api.url), child.id)?.name === 'Cables')).toBeLessThan(1000);
    expect(await within(5000, async () => find(await treeAt(other.url), child.id)?.name === 'Cables')).toBeLessThan(5000);

    expect(await json(CategoryRecord, update(child.id, { name: 'Cables and Connectors', slug: 'cables-connectors', order: 7 }))).toMatchObject({
      name: 'Cables and Connectors',
      slug: 'cables-connectors',
      order: 7,
    });
    expect(find(await treeAt(api.url), child.id)).toMatchObject({ name: 'Cables and Connectors', slug: 'cables-connectors' });
    await within(5000, async () => find(await treeAt(other.url), child.id)?.slug === 'cables-connectors');

    const moved = await json(CategoryRecord, update(child.id, { parentId: null }));
    expect(moved.parentId).toBeNull();
    expect((await treeAt(api.url)).some((node) => node.id === child.id)).toBe(true);
  });

  it('an Editor creates a category, unseen by readers until something in it is published; renaming, moving and deleting stay with Publishers', async () => {
    const made = await team.editor.send('POST', '/api/admin/categories', { name: 'Writer Section', slug: 'writer-section' });
    expect(made.status).toBe(201);
    const { id } = CategoryRecord.parse(await made.json());
    expect((await team.editor.send('PATCH', `/api/admin/categories/${id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await team.editor.send('DELETE', `/api/admin/categories/${id}`)).status).toBe(403);
    // The Editor's own draft in it keeps it unseen.
    const draft = await team.editor.send('POST', '/api/admin/articles', { title: 'Writer draft', slug: 'writer-draft', categoryId: id });
    expect(draft.status).toBe(201);
    expect(find(await treeAt(api.url), id)).toBeUndefined();
    expect((await fetch(`${api.url}/api/category-pages/writer-section/1`)).status).toBe(404);
    await publishIn(id, 'writer-section-first');
    expect(await within(1000, async () => find(await treeAt(api.url), id)?.name === 'Writer Section')).toBeLessThan(1000);
  });

  it('an article moved into a new category counts there; the category then cannot be deleted', async () => {
    const home = await json(CategoryRecord, create({ name: 'Lenses Extra', slug: 'lenses-extra' }));
    const articleRes = await admin.send('POST', '/api/admin/articles', { title: 'Prime Lens Notes', slug: 'prime-lens-notes', categoryId: home.id });
    const article = await json(ArticleSettings, articleRes);
    const busy = await admin.send('DELETE', `/api/admin/categories/${home.id}`);
    expect(busy.status).toBe(409);
    expect((await busy.json()).error).toBe("The category 'Lenses Extra' is not empty: it has 1 article");
    const revision = await (await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content: '<p>Primes.</p>' })).json();
    await admin.send('POST', `/api/admin/publish-revision/${revision.id}`);
    expect(find(await treeAt(api.url), home.id)).toMatchObject({ articleCount: 1, articles: [{ slug: 'prime-lens-notes' }] });
    const target = await json(CategoryRecord, create({ name: 'Glass', slug: 'glass' }));
    await admin.send('PATCH', `/api/admin/articles/${article.id}`, { categoryId: target.id });
    const tree = await treeAt(api.url);
    expect(find(tree, home.id)).toBeUndefined();
    expect(find(tree, target.id)!.articleCount).toBe(1);
    expect((await admin.send('DELETE', `/api/admin/categories/${home.id}`)).status).toBe(200);
    expect(find(await treeAt(api.url), home.id)).toBeUndefined();
  });

  it('refuses a move into its own subtree (400), a duplicate slug (409), a non-empty parent delete (409) and bad input (400)', async () => {
    const top = await json(CategoryRecord, create({ name: 'Top', slug: 'top-level' }));
    const mid = await json(CategoryRecord, create({ name: 'Mid', slug: 'mid-level', parentId: top.id }));
    const low = await json(CategoryRecord, create({ name: 'Low', slug: 'low-level', parentId: mid.id }));
    for (const into of [top.id, low.id]) {
      const response = await update(top.id, { parentId: into });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "The category 'Top' cannot move into its own subtree", code: 'validation' });
    }
    const duplicate = await create({ name: 'Again', slug: 'mid-level' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error).toBe("The slug 'mid-level' is already used by the category 'Mid'");
    expect((await update(low.id, { slug: 'top-level' })).status).toBe(409);
    const parentDelete = await admin.send('DELETE', `/api/admin/categories/${top.id}`);
    expect(parentDelete.status).toBe(409);
    expect((await parentDelete.json()).error).toBe("The category 'Top' is not empty: it has 1 subcategory");
    expect((await create({ name: '', slug: 'x' })).status).toBe(400);
    expect((await create({ name: 'X', slug: 'X Y' })).status).toBe(400);
    expect((await update(low.id, { parentId: crypto.randomUUID() })).status).toBe(400);
    expect((await update(crypto.randomUUID(), { name: 'Ghost' })).status).toBe(404);
    const all = await json(z.array(CategoryRecord), admin.get('/api/admin/categories'));
    expect(all.find((c) => c.id === low.id)).toEqual({ id: low.id, name: 'Low', slug: 'low-level', parentId: mid.id, order: 0 });
  });
});
