import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Article, Revision } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { asAdmin, publishesWritten, signIn } from '../../../../test/admin';
import { testApiForFile } from '../../../../test/harness';
import { startProductionInstance, type ProductionInstance } from '../../../../test/productionInstance';
import { processArticleHtml } from '../../../content/pipeline';
import { applyPendingPublish, findArticleAsPublished, recordPendingPublish } from '../../../models/pendingPublishes';
import { publishedArticles } from '../../../../test/articles';

const a = testApiForFile();

/** Another instance, started the production way on A's database, and ready. */
async function startB(): Promise<ProductionInstance> {
  const b = await startProductionInstance(a.databaseUri, mkdtempSync(path.join(os.tmpdir(), 'kb-b-')));
  await b.api.ready;
  return b;
}

/** What a publish of `html` writes into its article (the fields a pending publish holds). */
function publishedFields(html: string) {
  const { content, headings, wordCount, imageCount, readingTime } = processArticleHtml(html);
  return { content, headings, wordCount, imageCount, readingTime, publishedRevisionId: null, status: 'published' as const, updatedAt: new Date() };
}

const contentOf = async (get: (pathname: string) => Promise<Response>, slug: string) =>
  Article.parse(await (await get(`/api/articles/${slug}`)).json()).content;

describe('publishing', () => {
  it('two admins publishing at the same moment: both show at once on the publishing instance, within 5 s on another, and both are written into their articles', async () => {
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

      // At once on A: no waiting.
      expect(await contentOf(a.get, first!.slug)).toContain('xylocarp');
      expect(await contentOf(a.get, second!.slug)).toContain('quillwort');

      const started = Date.now();
      while (!((await contentOf(b.get, first!.slug)).includes('xylocarp') && (await contentOf(b.get, second!.slug)).includes('quillwort'))) {
        expect(Date.now() - started).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      await publishesWritten(a.deps.models);
      for (const [i, { article, html }] of edits.entries()) {
        const stored = await a.deps.models.Article.findById(article._id).lean();
        expect(stored!.content).toBe(processArticleHtml(html).content);
        expect(stored!.publishedRevisionId).toBe(revisions[i]!.id);
      }
    } finally {
      await b.close();
    }
  });

  it('a publish a stopped instance left pending is written into its article at the next start, and served', async () => {
    const article = publishedArticles(a.deps.readModel)[2]!;
    const fields = publishedFields('<h2>Left</h2><p>The orrery procedure, left pending by a crash.</p>');
    await a.deps.models.PendingPublish.create({ articleId: article._id, fields, at: new Date(Date.now() - 120_000) });

    const b = await startB();
    try {
      expect(await contentOf(b.get, article.slug)).toContain('orrery procedure');
      expect(await a.deps.models.PendingPublish.exists({})).toBeNull();
      expect((await a.deps.models.Article.findById(article._id).lean())!.content).toBe(fields.content);
    } finally {
      await b.close();
    }
  });

  it('an unpublish is not undone by a publish a stopped instance left pending, at once or at the next start', async () => {
    const article = publishedArticles(a.deps.readModel)[3]!;
    const fields = publishedFields('<p>The astrolabe procedure, left pending by a crash.</p>');
    // Two publishes left behind (the older superseded), too recent for the start-up repair.
    await a.deps.models.PendingPublish.create({ articleId: article._id, fields: { ...fields, content: '<p>older</p>' }, at: new Date(Date.now() - 20_000) });
    await a.deps.models.PendingPublish.create({ articleId: article._id, fields, at: new Date(Date.now() - 10_000) });

    const admin = asAdmin(a, (await signIn(a)).sessionToken);
    const unpublished = await admin.send('POST', `/api/admin/articles/${article._id}/unpublish`, {});
    expect(unpublished.status).toBe(200);
    expect(await a.deps.models.PendingPublish.exists({ articleId: article._id })).toBeNull();
    const stored = (await a.deps.models.Article.findById(article._id).lean())!;
    expect(stored.status).toBe('unpublished');
    expect(stored.content).toBe(fields.content);

    const b = await startB();
    try {
      expect((await b.get(`/api/articles/${article.slug}`)).status).toBe(410);
    } finally {
      await b.close();
    }
  });

  it('an article read while its publish is written into it is read published, never as it was before (the editor showed "Draft" after "Revision published")', async () => {
    const article = publishedArticles(a.deps.readModel)[4]!;
    for (let round = 0; round < 5; round++) {
      const fields = publishedFields(`<p>The sextant procedure, round ${round}.</p>`);
      const pending = await recordPendingPublish(a.deps.models, article._id, fields);
      let written = false;
      const writing = applyPendingPublish(a.deps.models, pending).finally(() => (written = true));
      // Readers at once, each reading again until the publish is in the article.
      const seen = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const contents: string[] = [];
          do contents.push((await findArticleAsPublished(a.deps.models, article._id))!.content);
          while (!written);
          return contents;
        }),
      );
      await writing;
      expect(new Set(seen.flat())).toEqual(new Set([fields.content]));
    }
  });

  it("a pending publish older than the article's last write (an unpublish after it) is not laid over the article", async () => {
    const article = publishedArticles(a.deps.readModel)[5]!;
    const fields = publishedFields('<p>The theodolite procedure.</p>');
    await a.deps.models.PendingPublish.create({ articleId: article._id, fields: { ...fields, updatedAt: new Date(Date.now() - 5000) }, at: new Date() });
    await a.deps.models.Article.updateOne({ _id: article._id }, { $set: { status: 'unpublished', updatedAt: new Date() } });
    const read = (await findArticleAsPublished(a.deps.models, article._id))!;
    expect(read.status).toBe('unpublished');
    expect(read.content).not.toBe(fields.content);
    await a.deps.models.PendingPublish.deleteMany({ articleId: article._id });
  });

  it('an instance started while a publish is still being written into its article serves the publish', async () => {
    const article = publishedArticles(a.deps.readModel)[6]!;
    const fields = publishedFields('<p>The planisphere procedure, published as the other instance started.</p>');
    // Recent: the start-up repair leaves it to the instance writing it.
    const pending = await recordPendingPublish(a.deps.models, article._id, fields);
    const b = await startB();
    try {
      expect(await contentOf(b.get, article.slug)).toBe(fields.content);
    } finally {
      await b.close();
      await applyPendingPublish(a.deps.models, pending);
    }
  });
});
