import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, Revision } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { startProductionInstance, type ProductionInstance } from '../../../../test/productionInstance';
import { processArticleHtml } from '../../../content/pipeline';
import { publishedArticles } from '../../../../test/articles';

const a = testApiForFile();

/** Another instance, started the production way on A's database, and ready. */
async function startB(): Promise<ProductionInstance> {
  const b = await startProductionInstance(a.databaseUri, mkdtempSync(path.join(os.tmpdir(), 'kb-b-')));
  await b.api.ready;
  return b;
}

const contentOf = async (get: (pathname: string) => Promise<Response>, slug: string) =>
  Article.parse(await (await get(`/api/articles/${slug}`)).json()).content;

describe('publishing', () => {
  it('two admins publishing at the same moment: both are written into their articles before the answer, show at once on the publishing instance and within 5 s on another', async () => {
    const b = await startB();
    try {
      const [ada, bo] = [
        asAdmin(a, (await signIn(a, 'Ada Admin', '198.51.100.1')).sessionToken),
        asAdmin(a, (await signIn(a, 'Bo Admin', '198.51.100.2')).sessionToken),
      ];
      const [first, second] = publishedArticles(a.deps.readModel).slice(0, 2);
      const edits = [
        { admin: ada, article: first!, html: '<h2>Ada</h2><p>Ada published the xylocarp procedure.</p>' },
        { admin: bo, article: second!, html: '<h2>Bo</h2><p>Bo published the quillwort procedure.</p>' },
      ];
      const revisions = await Promise.all(
        edits.map(async ({ admin, article, html }) =>
          Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: article._id, content: html })).json()),
        ),
      );
      const answers = await Promise.all(edits.map(({ admin }, i) => admin.send('POST', `/api/admin/publish-revision/${revisions[i]!.id}`)));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      // The article's write is the commit point: done before the answer.
      for (const [i, { article, html }] of edits.entries()) {
        const stored = await a.deps.models.Article.findById(article._id).lean();
        expect(stored!.content).toBe(processArticleHtml(html).content);
        expect(stored!.publishedRevisionId).toBe(revisions[i]!.id);
      }

      // At once on A: no waiting.
      expect(await contentOf(a.get, first!.slug)).toContain('xylocarp');
      expect(await contentOf(a.get, second!.slug)).toContain('quillwort');

      const started = Date.now();
      while (!((await contentOf(b.get, first!.slug)).includes('xylocarp') && (await contentOf(b.get, second!.slug)).includes('quillwort'))) {
        expect(Date.now() - started).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await b.close();
    }
  });

  it('an instance started after a publish reads it from the article, and an unpublish after it too', async () => {
    const [article, later] = publishedArticles(a.deps.readModel).slice(2, 4);
    const admin = asAdmin(a, (await signIn(a)).sessionToken);
    const html = '<h2>Orrery</h2><p>The orrery procedure, published before the other instance started.</p>';
    const revision = Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: article!._id, content: html })).json());
    expect((await admin.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(200);
    const astrolabe = Revision.parse(
      await (await admin.send('POST', '/api/admin/save-revision', { articleId: later!._id, content: '<p>The astrolabe procedure.</p>' })).json(),
    );
    expect((await admin.send('POST', `/api/admin/publish-revision/${astrolabe.id}`)).status).toBe(200);
    expect((await admin.send('POST', `/api/admin/articles/${later!._id}/unpublish`, {})).status).toBe(200);

    const b = await startB();
    try {
      expect(await contentOf(b.get, article!.slug)).toBe(processArticleHtml(html).content);
      expect((await b.get(`/api/articles/${later!.slug}`)).status).toBe(410);
    } finally {
      await b.close();
    }
  });
});
