import { Revision } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { processArticleHtml } from '../../../content/pipeline';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';

const api = testApiForFile();
const admin = adminForFile(api, 'Concurrent Admin', '192.0.2.44');

const ARTICLES = 4;
const SAVES_PER_ARTICLE = 12;

describe('concurrent saves and publishes lose nothing', () => {
  it('keeps every acknowledged revision and leaves every article equal to its one published revision', async () => {
    const articles = publishedArticles(api.deps.readModel).slice(0, ARTICLES);
    const acknowledged = new Map<string, Set<string>>(articles.map((a) => [a._id, new Set()]));
    const published = new Map<string, string>();

    // Every save and publish of every article in flight at once.
    await Promise.all(
      articles.flatMap((article) =>
        Array.from({ length: SAVES_PER_ARTICLE }, async (_, n) => {
          const content = `<h2>Version ${n}</h2><p>Concurrent edit ${n} of ${article.slug}.</p>`;
          const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: article._id, content });
          expect(saved.status).toBe(200);
          const revision = Revision.parse(await saved.json());
          acknowledged.get(article._id)!.add(revision.id);
          if (n % 3 === 0) {
            // 409 when a newer revision was saved meanwhile (Publish names the revision the editor shows).
            const result = await admin.send('POST', `/api/admin/publish-revision/${revision.id}`);
            expect([200, 409]).toContain(result.status);
            if (result.status === 200) published.set(article._id, revision.id);
          }
        }),
      ),
    );
    // Once the saves are over, the newest revision of each article publishes, as an editor reopening it would.
    for (const article of articles) {
      const newest = Revision.array().parse(await (await admin.send('GET', `/api/admin/revisions/${article._id}`)).json())[0]!;
      expect((await admin.send('POST', `/api/admin/publish-revision/${newest.id}`)).status).toBe(200);
      published.set(article._id, newest.id);
    }

    for (const article of articles) {
      const stored = await api.deps.models.Revision.find({ articleId: article._id }).lean();
      const ids = new Set(stored.map((r) => r._id));
      expect(stored).toHaveLength(SAVES_PER_ARTICLE);
      for (const id of acknowledged.get(article._id)!) expect(ids.has(id)).toBe(true);
      // The console's list (read through the article's revision slots) has every one of them, once, newest first.
      const listed = Revision.array().parse(await (await admin.send('GET', `/api/admin/revisions/${article._id}`)).json());
      expect(listed.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(listed.map((r) => r.createdAt)).toEqual(
        listed
          .map((r) => r.createdAt)
          .sort()
          .reverse(),
      );

      const flagged = stored.filter((r) => r.isPublished);
      expect(flagged).toHaveLength(1);
      const live = await api.deps.models.Article.findById(article._id).lean();
      expect(live!.publishedRevisionId).toBe(flagged[0]!._id);
      expect(live!.content).toBe(processArticleHtml(flagged[0]!.content).content);
      expect(api.deps.readModel.articleById(article._id)!.content).toBe(live!.content);
      expect(published.has(article._id)).toBe(true);
    }
  }, 120_000);
});
