import { Article, AuditEntry, Revision } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../../../../test/harness';
import { adminForFile } from '../../../../test/admin';
import { createArticle } from '../../../../test/factories';

const api = testApiForFile();
const admin = adminForFile(api, 'Petra Publisher');
let article: Article;

beforeAll(async () => {
  article = await createArticle(api);
});
afterEach(() => vi.restoreAllMocks());

const saved = async (content: string) =>
  Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: article.id, content })).json());
const publish = (id: string) => admin.send('POST', `/api/admin/publish-revision/${id}`);
const live = async () => Article.parse(await (await api.get(`/api/articles/${article.slug}`)).json());
const revisions = async () => z.array(Revision).parse(await (await admin.get(`/api/admin/revisions/${article.id}`)).json());
const published = async () => (await revisions()).filter((r) => r.isPublished).map((r) => r.id);
const storedArticle = () => api.deps.models.Article.findById(article.id).lean();
const crash = () => new Error('injected crash');

describe('publishing survives a crash between its writes: a retry repairs it', () => {
  it("crash at the commit point (the article's write): nothing changes; the retry publishes", async () => {
    const base = await saved('<h2>Base</h2><p>base</p>');
    expect((await publish(base.id)).status).toBe(200);
    const before = await storedArticle();
    const next = await saved('<h2>Next</h2><p>next</p>');
    const articleWrite = vi.spyOn(api.deps.models.Article, 'updateOne').mockRejectedValueOnce(crash());
    const failed = await publish(next.id);
    expect(failed.status).toBe(500);
    expect((await failed.json()).error).toBe('Internal error');
    expect(articleWrite).toHaveBeenCalledWith({ _id: article.id }, { $set: expect.objectContaining({ publishedRevisionId: next.id, status: 'published' }) });
    expect(await storedArticle()).toEqual(before);
    expect((await live()).content).toContain('base');
    expect(await published()).toEqual([base.id]);

    expect((await publish(next.id)).status).toBe(200);
    expect((await storedArticle())?.publishedRevisionId).toBe(next.id);
    expect((await live()).content).toContain('next');
    expect(await published()).toEqual([next.id]);
  });

  /** Revision.updateOne failing once for the revision `id` (the publish writes both flags at once). */
  const crashAtFlagOf = (id: string) => {
    const { Revision: revisionModel } = api.deps.models;
    const updateOne = revisionModel.updateOne.bind(revisionModel);
    let crashed = false;
    vi.spyOn(revisionModel, 'updateOne').mockImplementation(((...args: Parameters<typeof updateOne>) => {
      if (crashed || (args[0] as { _id?: string })._id !== id) return updateOne(...args);
      crashed = true;
      return Promise.reject(crash());
    }) as typeof updateOne);
  };

  it("crash after the commit point, at this revision's flag: readers already see the new text; the retry sets it and keeps updatedAt", async () => {
    const old = (await published())[0]!;
    const next = await saved('<h2>After Crash</h2><p>after</p>');
    crashAtFlagOf(next.id);
    expect((await publish(next.id)).status).toBe(500);
    const written = await storedArticle();
    expect(written?.publishedRevisionId).toBe(next.id);
    expect(written?.content).toContain('after');
    expect((await live()).content).toContain('after');
    // The replaced revision's flag was cleared at the same moment: none is marked live until the retry.
    expect(await published()).not.toContain(next.id);
    expect(await published()).not.toContain(old);

    expect((await publish(next.id)).status).toBe(200);
    expect(await published()).toEqual([next.id]);
    const repaired = await storedArticle();
    expect(repaired?.updatedAt).toEqual(written?.updatedAt);
    expect((await live()).updatedAt).toBe(new Date(written!.updatedAt).toISOString());
  });

  it("crash at clearing the replaced revision's flag: the retry leaves exactly one published", async () => {
    const old = (await published())[0]!;
    const next = await saved('<h2>Two Flags</h2><p>flags</p>');
    crashAtFlagOf(old);
    expect((await publish(next.id)).status).toBe(500);
    expect((await published()).sort()).toEqual([old, next.id].sort());

    expect((await publish(next.id)).status).toBe(200);
    expect(await published()).toEqual([next.id]);
    expect((await storedArticle())?.publishedRevisionId).toBe(next.id);
  });
});

describe('DELETE /api/admin/revisions/:revisionId', () => {
  it('deletes a revision (the list refreshes without it); a second delete answers 404', async () => {
    const revision = await saved('<p>to delete</p>');
    const response = await admin.send('DELETE', `/api/admin/revisions/${revision.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await revisions()).map((r) => r.id)).not.toContain(revision.id);
    const again = await admin.send('DELETE', `/api/admin/revisions/${revision.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: `No revision with id '${revision.id}'`, code: 'notFound' });
  });

  it('deleting the published revision keeps the live article as it is', async () => {
    const before = await live();
    const current = (await published())[0]!;
    expect((await admin.send('DELETE', `/api/admin/revisions/${current}`)).status).toBe(200);
    expect(await live()).toEqual(before);
    expect(await published()).toEqual([]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await admin.send('DELETE', '/api/admin/revisions/123')).status).toBe(400);
    expect((await admin.send('DELETE', `/api/admin/revisions/${randomUUID()}`)).status).toBe(404);
  });

  it('save, publish and delete are in the audit log, newest first', async () => {
    const entries = z.array(AuditEntry).parse(await (await admin.get('/api/admin/audit-log')).json());
    const mine = entries.filter((e) => e.adminName === 'Petra Publisher').map((e) => e.action);
    expect(mine[0]).toBe('revision.delete');
    expect(mine).toEqual(expect.arrayContaining(['revision.save', 'revision.publish', 'revision.delete', 'session.login']));
    expect(mine.at(-1)).toBe('session.login');
    expect(entries.find((e) => e.action === 'revision.publish')?.target).toMatch(new RegExp(`^article:${article.id} revision:`));
  });
});
