import { Article, Revision } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';

// docs/decisions/0192-a-versions-links-stay-in-the-version.md
const api = testApiForFile();
const admin = adminForFile(api, 'Lino Links', '203.0.113.192');
type Ref = { _id: string; slug: string };
/** Edited in the version, linking to `target` (which the version has) and to `missing` (which it lacks). */
let edited: Ref;
/** Shared by the version and the main line, linking to `target`. */
let shared: Ref;
let target: Ref;
let missing: Ref;

const contentOf = async (pathname: string) => {
  const response = await api.get(pathname);
  expect(response.status).toBe(200);
  return Article.parse(await response.json()).content;
};
/** The links a reader can follow in an article, as they are written in its page. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

async function publishIn(version: string | undefined, articleId: string, html: string): Promise<void> {
  const saved = Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId, content: html, ...(version && { version }) })).json());
  expect((await admin.send('POST', `/api/admin/publish-revision/${saved.id}`)).status).toBe(200);
}

beforeAll(async () => {
  [edited, shared, target, missing] = publishedArticles(api.deps.readModel).slice(0, 4) as unknown as [Ref, Ref, Ref, Ref];
  await publishIn(undefined, shared._id, `<p>Before you start, read <a href="/article/${target.slug}">the target</a>.</p>`);
  expect((await admin.send('POST', '/api/admin/versions', { name: '1.0', status: 'deprecated', mainLineName: '2.0' })).status).toBe(201);
  expect((await admin.send('POST', `/api/admin/articles/${missing._id}/unpublish?version=1.0`)).status).toBe(200);
  await publishIn(
    '1.0',
    edited._id,
    `<h2 id="old-way">The old way</h2><p>See <a href="/article/${target.slug}#install">installing</a>, <a href="/article/${missing.slug}">the new page</a>, ` +
      `<a href="/article/${target.slug}">the target</a> and <a href="https://example.com/article/${target.slug}">elsewhere</a>.</p>`,
  );
});

describe("a version's internal links", () => {
  it("lead to the version's page when the version has the article, to the current docs when it lacks it", async () => {
    expect(hrefs(await contentOf(`/api/articles/${edited.slug}?version=1.0`))).toEqual([
      `/v/1.0/article/${target.slug}#install`,
      `/article/${missing.slug}`,
      `/v/1.0/article/${target.slug}`,
      `https://example.com/article/${target.slug}`,
    ]);
  });

  it('an article the version shares with the main line links into the version there, and into the current docs on the main line', async () => {
    // The main line's body first: it is prepared (and served by the fast path) before the version's is asked for.
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}`))).toEqual([`/article/${target.slug}`]);
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}?version=1.0`))).toEqual([`/v/1.0/article/${target.slug}`]);
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}`))).toEqual([`/article/${target.slug}`]);
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}?version=2.0`))).toEqual([`/article/${target.slug}`]);
  });

  it('a version page in another language (the English article as the fallback) keeps its links in the version', async () => {
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}?lang=fr`))).toEqual([`/article/${target.slug}`]);
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}?version=1.0&lang=fr`))).toEqual([`/v/1.0/article/${target.slug}`]);
  });

  it('after a rename the links follow the new name; an article published in the version again is linked there', async () => {
    expect((await admin.send('PATCH', '/api/admin/versions/1.0', { name: '1.0-lts' })).status).toBe(200);
    expect(hrefs(await contentOf(`/api/articles/${edited.slug}?version=1.0-lts`))).toEqual([
      `/v/1.0-lts/article/${target.slug}#install`,
      `/article/${missing.slug}`,
      `/v/1.0-lts/article/${target.slug}`,
      `https://example.com/article/${target.slug}`,
    ]);
    expect(hrefs(await contentOf(`/api/articles/${shared.slug}?version=1.0-lts`))).toEqual([`/v/1.0-lts/article/${target.slug}`]);
    await publishIn('1.0-lts', missing._id, '<p>The new page, in 1.0 after all.</p>');
    expect(hrefs(await contentOf(`/api/articles/${edited.slug}?version=1.0-lts`))[1]).toBe(`/v/1.0-lts/article/${missing.slug}`);
  });
});
