import { randomUUID } from 'node:crypto';
import { ArticleSettings, CategoryRecord } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../../../test/admin';
import { startTestApi, type TestApi } from '../../../../test/harness';
import type { ArticleDoc, CategoryDoc } from '../../../models';

/** Two API instances (two apps, two connections) on one real database; each pair of writes goes to both at once. */
let one: TestApi;
let two: TestApi;
let atOne: AdminClient;
let atTwo: AdminClient;
const PAIRS = 12;

beforeAll(async () => {
  one = await startTestApi();
  two = await startTestApi({ uri: one.databaseUri, seed: false });
  const { sessionToken } = await signIn(one, 'Tess Treekeeper');
  atOne = asAdmin(one, sessionToken);
  atTwo = asAdmin(two, sessionToken);
}, 60_000);
afterAll(async () => {
  await two.close();
  await one.close();
});

const short = () => randomUUID().slice(0, 8);

async function newCategory(parentId: string | null = null): Promise<string> {
  const response = await atOne.send('POST', '/api/admin/categories', { name: `Race ${short()}`, slug: `race-${short()}`, parentId });
  expect(response.status).toBe(201);
  return CategoryRecord.parse(await response.json()).id;
}

async function newArticle(categoryId: string): Promise<string> {
  const response = await atOne.send('POST', '/api/admin/articles', { title: `Racer ${short()}`, slug: `racer-${short()}`, categoryId });
  expect(response.status).toBe(201);
  return ArticleSettings.parse(await response.json()).id;
}

/** Every answer is 2xx or a clear 4xx JSON error (never a 500 or a false "database unavailable"). */
async function expectClean(responses: Response[]): Promise<void> {
  for (const response of responses) {
    const body = response.status === 204 ? null : ((await response.json()) as { code?: string });
    expect({ status: response.status, body }).toEqual(
      response.status < 300
        ? { status: response.status, body: expect.anything() }
        : { status: expect.toSatisfy((s: number) => s >= 400 && s < 500), body: expect.objectContaining({ code: expect.any(String) }) },
    );
  }
}

/** Articles whose category does not exist: in search and the sitemap, but in no tree. */
async function articlesOutsideTree(): Promise<string[]> {
  const { Article, Category } = one.deps.models;
  const ids = new Set((await Category.find({}, { _id: 1 }).lean<CategoryDoc[]>()).map((c) => c._id));
  return (await Article.find({}, { categoryId: 1, slug: 1 }).lean<ArticleDoc[]>()).filter((a) => !ids.has(a.categoryId)).map((a) => a.slug);
}

/** Categories whose parent chain never reaches the root. */
async function categoriesInCycles(): Promise<string[]> {
  const all = await one.deps.models.Category.find().lean<CategoryDoc[]>();
  const parentOf = new Map(all.map((c) => [c._id, c.parentId ?? null]));
  return all
    .filter((c) => {
      let at: string | null = c._id;
      for (let steps = 0; at; steps += 1, at = parentOf.get(at) ?? null) if (steps > all.length) return true;
      return false;
    })
    .map((c) => c.slug);
}

describe('writes to the category tree from two instances at once', () => {
  it('deleting a category while the other instance moves an article into it never leaves the article outside every category', async () => {
    const home = await newCategory();
    const pairs = await Promise.all(Array.from({ length: PAIRS }, async () => ({ target: await newCategory(), article: await newArticle(home) })));
    const answers = await Promise.all(
      pairs.map(({ target, article }) =>
        Promise.all([atOne.send('DELETE', `/api/admin/categories/${target}`), atTwo.send('PATCH', `/api/admin/articles/${article}`, { categoryId: target })]),
      ),
    );
    await expectClean(answers.flat());
    expect(await articlesOutsideTree()).toEqual([]);
  }, 60_000);

  it('deleting a category while the other instance creates an article in it never leaves the article outside every category', async () => {
    const targets = await Promise.all(Array.from({ length: PAIRS }, () => newCategory()));
    const answers = await Promise.all(
      targets.map((target) =>
        Promise.all([
          atOne.send('DELETE', `/api/admin/categories/${target}`),
          atTwo.send('POST', '/api/admin/articles', { title: `New ${short()}`, slug: `new-${short()}`, categoryId: target }),
        ]),
      ),
    );
    await expectClean(answers.flat());
    expect(await articlesOutsideTree()).toEqual([]);
  }, 60_000);

  it('moving A under B on one instance and B under A on the other never makes a cycle', async () => {
    const pairs = await Promise.all(Array.from({ length: PAIRS }, async () => ({ a: await newCategory(), b: await newCategory() })));
    const answers = await Promise.all(
      pairs.map(({ a, b }) =>
        Promise.all([atOne.send('PATCH', `/api/admin/categories/${a}`, { parentId: b }), atTwo.send('PATCH', `/api/admin/categories/${b}`, { parentId: a })]),
      ),
    );
    await expectClean(answers.flat());
    expect(await categoriesInCycles()).toEqual([]);
  }, 60_000);
});
