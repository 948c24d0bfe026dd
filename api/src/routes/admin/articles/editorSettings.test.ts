import { ArticleSettings, Revision } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';
import { saveRevision, submit } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';

/*
 * Issue 39, item 4: an Editor's change to a live article's settings reaches readers only when a Publisher
 * publishes it or approves it, with the review setting on or off.
 */
const api = testApiForFile();
const owner = adminForFile(api, 'Settings Owner', '203.0.113.91');
const { editor, publisher } = teamForFile(api, owner, ['editor', 'publisher'], 'settings-gate');
let articles: ArticleDoc[];
beforeAll(() => {
  articles = publishedArticles(api.deps.readModel);
});

const setReviewRequired = async (on: boolean) => expect((await owner.send('PATCH', '/api/admin/site-settings', { reviewRequired: on })).status).toBe(200);
const publicTitle = async (slug: string) => {
  const response = await api.get(`/api/articles/${slug}`);
  return response.status === 200 ? ((await response.json()) as { title: string }).title : `HTTP ${response.status}`;
};
const settingsOf = async (client: AdminClient, id: string) => ArticleSettings.parse(await (await client.get(`/api/admin/articles/${id}`)).json());
const revisionsOf = async (id: string) => Revision.array().parse(await (await editor.get(`/api/admin/revisions/${id}`)).json());

async function editorChanges(article: ArticleDoc, body: Record<string, unknown>): Promise<ArticleSettings> {
  const response = await editor.send('PATCH', `/api/admin/articles/${article._id}`, body);
  expect(response.status).toBe(200);
  return ArticleSettings.parse(await response.json());
}

describe("an Editor's settings change of a live article", () => {
  for (const reviewRequired of [false, true]) {
    it(`waits in the working copy until a Publisher publishes it (review ${reviewRequired ? 'required' : 'not required'})`, async () => {
      await setReviewRequired(reviewRequired);
      const article = articles[reviewRequired ? 1 : 0]!;
      const title = `Retitled by the editor ${reviewRequired}`;
      const slug = `retitled-${reviewRequired}-${article.slug}`.slice(0, 80);
      const saved = await editorChanges(article, { title, slug, metaDescription: 'Editor description' });
      expect(saved).toMatchObject({ title: article.title, slug: article.slug, unpublishedSettings: { title, slug, metaDescription: 'Editor description' } });

      // Readers see nothing of it: the old slug and title answer, the new slug does not exist yet.
      expect(await publicTitle(article.slug)).toBe(article.title);
      expect(await publicTitle(slug)).toBe('HTTP 404');
      expect(await settingsOf(publisher, article._id)).toMatchObject({ title: article.title, unpublishedSettings: { title, slug } });

      // The working copy is a revision carrying the settings; a later text save carries them forward.
      const withText = await saveRevision(editor, article._id, '<p>New words with the new title.</p>');
      expect(withText.settings).toMatchObject({ title, slug });
      expect((await revisionsOf(article._id))[0]!.id).toBe(withText.id);

      if (reviewRequired) {
        expect((await publisher.send('POST', `/api/admin/publish-revision/${withText.id}`)).status).toBe(409);
        await submit(editor, withText.id);
        expect((await publisher.send('POST', `/api/admin/reviews/${withText.id}/approve`, {})).status).toBe(200);
      } else {
        expect((await editor.send('POST', `/api/admin/publish-revision/${withText.id}`)).status).toBe(403);
        expect(await publicTitle(article.slug)).toBe(article.title);
        expect((await publisher.send('POST', `/api/admin/publish-revision/${withText.id}`)).status).toBe(200);
      }
      expect(await publicTitle(slug)).toBe(title);
      expect(await publicTitle(article.slug)).toBe(title); // the old slug redirects
      expect(await settingsOf(editor, article._id)).toMatchObject({ title, slug, metaDescription: 'Editor description', unpublishedSettings: null });
    });
  }

  it('waits also for a new category (Move is this call) and new keywords, until a Publisher publishes it', async () => {
    await setReviewRequired(false);
    const article = articles[5]!;
    const publicArticle = async () => (await (await api.get(`/api/articles/${article.slug}`)).json()) as { categoryName: string; seoKeywords: string[] };
    const before = await publicArticle();
    const categories = await api.deps.models.Category.find().lean<{ _id: string; name: string }[]>();
    const target = categories.find((category) => category._id !== article.categoryId && category.name !== before.categoryName)!;
    const seoKeywords = ['moved by the editor'];
    const saved = await editorChanges(article, { categoryId: target._id, seoKeywords });
    expect(saved).toMatchObject({ categoryId: article.categoryId, unpublishedSettings: { categoryId: target._id, seoKeywords } });
    expect(await publicArticle()).toMatchObject({ categoryName: before.categoryName, seoKeywords: before.seoKeywords });

    const waiting = (await revisionsOf(article._id))[0]!;
    expect((await publisher.send('POST', `/api/admin/publish-revision/${waiting.id}`)).status).toBe(200);
    expect(await publicArticle()).toMatchObject({ categoryName: target.name, seoKeywords });
  });

  it("is written at once for a Publisher's change, and for an Editor's change of a draft", async () => {
    await setReviewRequired(false);
    const article = articles[2]!;
    const response = await publisher.send('PATCH', `/api/admin/articles/${article._id}`, { title: 'Retitled by the publisher' });
    expect(ArticleSettings.parse(await response.json())).toMatchObject({ title: 'Retitled by the publisher', unpublishedSettings: null });
    expect(await publicTitle(article.slug)).toBe('Retitled by the publisher');

    const categoryId = article.categoryId;
    const created = ArticleSettings.parse(
      await (await editor.send('POST', '/api/admin/articles', { title: 'Editor draft', slug: 'editor-draft-settings', categoryId })).json(),
    );
    const renamed = ArticleSettings.parse(await (await editor.send('PATCH', `/api/admin/articles/${created.id}`, { title: 'Editor draft renamed' })).json());
    expect(renamed).toMatchObject({ title: 'Editor draft renamed', status: 'draft', unpublishedSettings: null });
  });

  it('is checked when saved: a slug another article holds is refused, and nothing waits', async () => {
    const [article, other] = [articles[3]!, articles[4]!];
    const response = await editor.send('PATCH', `/api/admin/articles/${article._id}`, { slug: other.slug });
    expect(response.status).toBe(409);
    expect((await settingsOf(editor, article._id)).unpublishedSettings).toBeNull();
    expect(await publicTitle(article.slug)).toBe(article.title);
  });
});
