import { AdminArticleContent, Autosave } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile, asAdmin, okJson } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { signInWithEmail, teamForFile } from '../../../../test/people';
import { saveRevision } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';

/* Issue 42, item 7: the editor's working text is autosaved on the server, and offered back in another browser. */
const api = testApiForFile();
/** Another instance on the same database. */
const instanceB = testApiForFile({ seed: false, sameDatabaseAs: api });
const owner = adminForFile(api, 'Autosave Owner', '203.0.113.93');
const { editor, publisher, viewer } = teamForFile(api, owner, ['viewer', 'editor', 'publisher'], 'autosave');
let articles: ArticleDoc[];
/** The editor signed in again: another browser of the same person (on the first instance, and on instance B). */
let editorElsewhere: AdminClient;
let editorOnB: AdminClient;
beforeAll(async () => {
  articles = publishedArticles(api.deps.readModel);
  const token = (await signInWithEmail(api, 'editor-autosave@example.com', '198.18.9.9')).sessionToken;
  editorElsewhere = asAdmin(api, token);
  editorOnB = asAdmin(instanceB, token);
});

const Offered = z.object({ autosave: Autosave.nullable() });
const path = (articleId: string, version?: string) => `/api/admin/articles/${articleId}/autosave${version ? `?version=${version}` : ''}`;
const autosave = (client: AdminClient, articleId: string, text: string, baseRevisionId: string | null, version?: string) =>
  client.send('POST', path(articleId, version), { text, baseRevisionId });
const offered = async (client: AdminClient, articleId: string, version?: string) => (await okJson(Offered, client.get(path(articleId, version)))).autosave;
const workingCopyOf = async (client: AdminClient, articleId: string) =>
  (await okJson(AdminArticleContent, client.get(`/api/admin/articles/${articleId}/content`))).workingCopy?.revisionId ?? null;

describe('autosave to the server', () => {
  it('is offered back to the same person in another browser, the newest text only; nobody else gets it', async () => {
    const article = articles[0]!;
    const base = await workingCopyOf(editor, article._id);
    const before = Date.now();
    expect((await autosave(editor, article._id, '<p>First words</p>', base)).status).toBe(200);
    expect(await (await autosave(editor, article._id, '<p>First words, and more</p>', base)).json()).toEqual({ ok: true });

    const kept = await offered(editorElsewhere, article._id);
    expect(kept).toEqual({ text: '<p>First words, and more</p>', baseRevisionId: base, savedAt: expect.any(String) });
    expect(Date.parse(kept!.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await offered(publisher, article._id)).toBeNull();
    expect(await offered(owner, article._id)).toBeNull();
    // Each keeps their own: the publisher's does not replace the editor's.
    await autosave(publisher, article._id, '<p>The publisher’s words</p>', base);
    expect((await offered(editor, article._id))?.text).toBe('<p>First words, and more</p>');
    expect((await offered(publisher, article._id))?.text).toBe('<p>The publisher’s words</p>');
    await publisher.send('DELETE', path(article._id));
  });

  it('Save makes the revision and clears the person’s autosave', async () => {
    const article = articles[1]!;
    await autosave(editor, article._id, '<p>Typed, then saved.</p>', await workingCopyOf(editor, article._id));
    expect(await offered(editorElsewhere, article._id)).not.toBeNull();
    const revision = await saveRevision(editor, article._id, '<p>Typed, then saved.</p>');
    expect(await offered(editorElsewhere, article._id)).toBeNull();
    expect(await api.deps.models.Autosave.countDocuments({ articleId: article._id })).toBe(0);
    expect(await workingCopyOf(editor, article._id)).toBe(revision.id);
  });

  it('is not offered once the working copy it started from is replaced (a Save by anyone), nor when it is the working copy’s text', async () => {
    const article = articles[2]!;
    const first = await saveRevision(publisher, article._id, '<p>The working copy.</p>');
    await autosave(editor, article._id, '<p>The working copy.</p>', first.id);
    expect(await offered(editorElsewhere, article._id)).toBeNull();

    await autosave(editor, article._id, '<p>The working copy, edited.</p>', first.id);
    expect((await offered(editorElsewhere, article._id))?.text).toBe('<p>The working copy, edited.</p>');
    await saveRevision(publisher, article._id, '<p>Someone else saved.</p>');
    expect(await offered(editorElsewhere, article._id)).toBeNull();
  });

  it('"Discard" removes it', async () => {
    const article = articles[3]!;
    await autosave(editor, article._id, '<p>Not wanted.</p>', await workingCopyOf(editor, article._id));
    expect(await (await editorElsewhere.send('DELETE', path(article._id))).json()).toEqual({ ok: true });
    expect(await offered(editor, article._id)).toBeNull();
  });

  it('goes with its article when the article is deleted', async () => {
    const draft = (await (
      await editor.send('POST', '/api/admin/articles', { title: 'Autosaved draft', slug: 'autosaved-draft', categoryId: articles[0]!.categoryId })
    ).json()) as { id: string };
    expect((await autosave(editor, draft.id, '<p>Never saved.</p>', null)).status).toBe(200);
    expect(await api.deps.models.Autosave.countDocuments({ articleId: draft.id })).toBe(1);
    expect((await publisher.send('DELETE', `/api/admin/articles/${draft.id}`)).status).toBe(200);
    expect(await api.deps.models.Autosave.countDocuments({ articleId: draft.id })).toBe(0);
  });

  it('is kept per version: an autosave in a version is not offered in the main line, and a Save there clears it', async () => {
    const article = articles[4]!;
    expect((await owner.send('POST', '/api/admin/versions', { name: '7.1', mainLineName: '7.2' })).status).toBe(201);
    await autosave(editor, article._id, '<p>For release 7.1.</p>', null, '7.1');
    expect(await offered(editorElsewhere, article._id)).toBeNull();
    expect((await offered(editorElsewhere, article._id, '7.1'))?.text).toBe('<p>For release 7.1.</p>');
    const saved = await editor.send('POST', '/api/admin/save-revision', { articleId: article._id, content: '<p>For release 7.1.</p>', version: '7.1' });
    expect(saved.status).toBe(200);
    expect(await offered(editorElsewhere, article._id, '7.1')).toBeNull();
  });

  it('two instances writing the first autosave of one key at the same moment: every call is 200, one autosave is kept', async () => {
    const article = articles[6]!;
    for (let round = 0; round < 8; round += 1) {
      await editor.send('DELETE', path(article._id));
      const texts = Array.from({ length: 6 }, (_, i) => `<p>Round ${round}, call ${i}</p>`);
      const statuses = await Promise.all(texts.map(async (text, i) => (await autosave(i % 2 ? editorOnB : editorElsewhere, article._id, text, null)).status));
      expect(statuses).toEqual(texts.map(() => 200));
      expect(texts).toContain((await offered(editor, article._id))?.text);
      expect(await api.deps.models.Autosave.countDocuments({ articleId: article._id })).toBe(1);
    }
  });

  it('every bad input is a 4xx JSON error, and nothing is kept', async () => {
    const article = articles[5]!;
    const refused = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      return (await response.json()) as { error: string; code: string };
    };
    expect(await refused(await autosave(editor, article._id, 'x'.repeat(1_000_001), null), 400)).toMatchObject({
      error: 'Invalid body: Content is too large',
      code: 'validation',
    });
    expect((await refused(await editor.send('POST', path(article._id), { text: '<p>x</p>' }), 400)).code).toBe('validation');
    expect((await refused(await editor.send('POST', path(article._id), { text: 42, baseRevisionId: null }), 400)).code).toBe('validation');
    expect((await refused(await autosave(editor, article._id, '<p>x</p>', 'not-an-id'), 400)).code).toBe('validation');
    expect((await refused(await autosave(editor, 'not-an-id', '<p>x</p>', null), 400)).code).toBe('validation');
    const unknown = randomUUID();
    expect(await refused(await autosave(editor, unknown, '<p>x</p>', null), 404)).toEqual({ error: `No article with id '${unknown}'`, code: 'notFound' });
    expect(await refused(await editor.get(path(unknown)), 404)).toEqual({ error: `No article with id '${unknown}'`, code: 'notFound' });
    expect((await refused(await autosave(editor, article._id, '<p>x</p>', null, '9.9'), 404)).code).toBe('versionNotFound');
    for (const articleId of [article._id, unknown]) expect(await api.deps.models.Autosave.countDocuments({ articleId })).toBe(0);
  });

  it('needs an Editor: a Viewer gets 403 and no session 401', async () => {
    const article = articles[0]!;
    expect((await autosave(viewer, article._id, '<p>x</p>', null)).status).toBe(403);
    expect((await viewer.get(path(article._id))).status).toBe(403);
    for (const response of [
      await api.send('POST', path(article._id), { text: '<p>x</p>', baseRevisionId: null }),
      await api.get(path(article._id)),
      await api.send('DELETE', path(article._id)),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });
});
