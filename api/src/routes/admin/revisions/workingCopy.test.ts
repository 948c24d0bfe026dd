import { AdminArticleContent, ArticleSettings } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';
import { saveRevision } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';

/* Issue 41 (first part): the editor opens the working copy, the newest saved revision, and Publish publishes exactly it. */
const api = testApiForFile();
const owner = adminForFile(api, 'Working Copy Owner', '203.0.113.92');
const { editor, publisher } = teamForFile(api, owner, ['editor', 'publisher'], 'working-copy');
let articles: ArticleDoc[];
beforeAll(() => {
  articles = publishedArticles(api.deps.readModel);
});

const opened = async (client: AdminClient, id: string) => AdminArticleContent.parse(await (await client.get(`/api/admin/articles/${id}/content`)).json());
const liveContent = async (slug: string) => ((await (await api.get(`/api/articles/${slug}`)).json()) as { content: string }).content;

describe('the working copy', () => {
  it("a never-published draft's saved revision is what the editor opens", async () => {
    const categoryId = articles[0]!.categoryId;
    const draft = ArticleSettings.parse(
      await (await editor.send('POST', '/api/admin/articles', { title: 'Working draft', slug: 'working-draft', categoryId })).json(),
    );
    expect((await opened(editor, draft.id)).workingCopy).toBeNull();
    const saved = await saveRevision(editor, draft.id, '<p>Words saved before leaving.</p>');
    const reopened = await opened(editor, draft.id);
    expect(reopened).toMatchObject({
      status: 'draft',
      content: '',
      workingCopy: { revisionId: saved.id, content: '<p>Words saved before leaving.</p>', adminName: 'editor-working-copy', isPublished: false },
    });
  });

  it('a live article with a saved, unpublished revision opens that revision, not the live text', async () => {
    const article = articles[0]!;
    const saved = await saveRevision(editor, article._id, '<p>Hidden words, not yet live.</p>');
    const reopened = await opened(publisher, article._id);
    expect(reopened.workingCopy).toMatchObject({ revisionId: saved.id, content: '<p>Hidden words, not yet live.</p>', isPublished: false });
    expect(reopened.content).not.toContain('Hidden words');
  });

  it('Publish of a revision older than the newest one saved is refused with 409 naming who saved the newer one; the newest publishes', async () => {
    const article = articles[1]!;
    const shown = await saveRevision(publisher, article._id, '<p>What the publisher has open.</p>');
    const newer = await saveRevision(editor, article._id, '<p>Saved by the editor meanwhile.</p>');
    const refused = await publisher.send('POST', `/api/admin/publish-revision/${shown.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'conflict',
      error: 'editor-working-copy saved a newer revision of this article meanwhile: open it again to see it before publishing',
      details: { newer: { revisionId: newer.id, adminName: 'editor-working-copy' } },
    });
    expect(await liveContent(article.slug)).not.toContain('What the publisher has open.');

    expect((await publisher.send('POST', `/api/admin/publish-revision/${newer.id}`)).status).toBe(200);
    expect(await liveContent(article.slug)).toContain('Saved by the editor meanwhile.');
    expect((await opened(editor, article._id)).workingCopy).toMatchObject({ revisionId: newer.id, isPublished: true });
  });
});

describe('saving over a newer revision asks first', () => {
  const save = (client: AdminClient, articleId: string, content: string, baseRevisionId?: string | null) =>
    client.send('POST', '/api/admin/save-revision', { articleId, content, baseRevisionId });

  it('a save that started from an older working copy is refused with 409 naming who saved meanwhile; saved again without it, it goes over', async () => {
    const article = articles[2]!;
    const start = await saveRevision(publisher, article._id, '<p>What both opened.</p>');
    const theirs = await saveRevision(editor, article._id, '<p>The editor saved first.</p>');
    const refused = await save(publisher, article._id, '<p>The publisher saves second.</p>', start.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'conflict',
      error: 'editor-working-copy saved a newer revision of this article while you were editing',
      details: { newer: { revisionId: theirs.id, adminName: 'editor-working-copy' } },
    });
    expect((await opened(publisher, article._id)).workingCopy).toMatchObject({ revisionId: theirs.id });

    expect((await save(publisher, article._id, '<p>The publisher saves second.</p>', theirs.id)).status).toBe(200);
    expect((await save(editor, article._id, '<p>Saved over it on purpose.</p>')).status).toBe(200);
    expect((await opened(publisher, article._id)).workingCopy).toMatchObject({ content: '<p>Saved over it on purpose.</p>' });
  });

  it('a first save of a new draft (base null) is refused once someone else saved it first', async () => {
    const categoryId = articles[0]!.categoryId;
    const draft = ArticleSettings.parse(
      await (await editor.send('POST', '/api/admin/articles', { title: 'Draft saved by two', slug: 'draft-saved-by-two', categoryId })).json(),
    );
    expect((await save(editor, draft.id, '<p>First words.</p>', null)).status).toBe(200);
    expect((await save(publisher, draft.id, '<p>Other first words.</p>', null)).status).toBe(409);
  });
});

describe('Discard unpublished changes', () => {
  const discard = (client: AdminClient, id: string) => client.send('POST', `/api/admin/articles/${id}/discard-unpublished`);

  it('the live revision becomes the working copy again; the discarded one stays in the history, its review is withdrawn, and it can no longer be published or approved', async () => {
    const article = articles[3]!;
    const live = await saveRevision(publisher, article._id, '<p>The live words.</p>');
    expect((await publisher.send('POST', `/api/admin/publish-revision/${live.id}`)).status).toBe(200);
    const hidden = await saveRevision(editor, article._id, '<p>Changes nobody wants.</p>');
    expect((await editor.send('POST', `/api/admin/revisions/${hidden.id}/review`, {})).status).toBe(201);

    const answer = await discard(editor, article._id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ discarded: 1 });

    expect((await opened(editor, article._id)).workingCopy).toMatchObject({ revisionId: live.id, content: '<p>The live words.</p>', isPublished: true });
    const history = (await (await editor.get(`/api/admin/revisions/${article._id}`)).json()) as { id: string; discarded: boolean }[];
    expect(history.find((revision) => revision.id === hidden.id)).toMatchObject({ discarded: true });
    expect(history.find((revision) => revision.id === live.id)).toMatchObject({ discarded: false });

    const queue = (await (await publisher.get('/api/admin/reviews')).json()) as { revisionId: string }[];
    expect(queue.map((review) => review.revisionId)).not.toContain(hidden.id);
    const approve = await publisher.send('POST', `/api/admin/reviews/${hidden.id}/approve`, {});
    expect(approve.status).toBe(409);
    expect(((await approve.json()) as { error: string }).error).toBe('This review was withdrawn: its changes were discarded');
    const publish = await publisher.send('POST', `/api/admin/publish-revision/${hidden.id}`);
    expect(publish.status).toBe(409);
    expect(((await publish.json()) as { error: string }).error).toBe(
      'These unpublished changes were discarded: open the article again to see its working copy',
    );
    expect(await liveContent(article.slug)).toContain('The live words.');
  });

  it('two discards at once: one discards, the other is told nothing is left; a draft has nothing to discard', async () => {
    const article = articles[4]!;
    const live = await saveRevision(publisher, article._id, '<p>Live before the race.</p>');
    expect((await publisher.send('POST', `/api/admin/publish-revision/${live.id}`)).status).toBe(200);
    await saveRevision(editor, article._id, '<p>One unpublished change.</p>');
    await saveRevision(editor, article._id, '<p>Two unpublished changes.</p>');
    const answers = await Promise.all([discard(editor, article._id), discard(publisher, article._id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    expect(await won.json()).toEqual({ discarded: 2 });
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(((await lost.json()) as { error: string }).error).toBe('This article has no unpublished changes: the working copy is the live revision');

    const categoryId = articles[0]!.categoryId;
    const draft = ArticleSettings.parse(
      await (await editor.send('POST', '/api/admin/articles', { title: 'Nothing live yet', slug: 'nothing-live-yet', categoryId })).json(),
    );
    await saveRevision(editor, draft.id, '<p>A draft.</p>');
    expect((await discard(editor, draft.id)).status).toBe(409);
  });
});

describe('the state the editor shows', () => {
  const stateOf = async (id: string) => (await opened(editor, id)).state;

  it('Draft → In review → Changes requested → Draft → Live → Live with unpublished changes → Approved (scheduled); submitting an older revision is refused', async () => {
    const categoryId = articles[0]!.categoryId;
    const draft = ArticleSettings.parse(
      await (await editor.send('POST', '/api/admin/articles', { title: 'A stateful article', slug: 'a-stateful-article', categoryId })).json(),
    );
    const first = await saveRevision(editor, draft.id, '<p>First.</p>');
    expect(await stateOf(draft.id)).toBe('draft');
    expect((await editor.send('POST', `/api/admin/revisions/${first.id}/review`, {})).status).toBe(201);
    expect(await stateOf(draft.id)).toBe('inReview');
    expect((await publisher.send('POST', `/api/admin/reviews/${first.id}/request-changes`, { comment: 'More, please.' })).status).toBe(200);
    expect(await stateOf(draft.id)).toBe('changesRequested');
    const second = await saveRevision(editor, draft.id, '<p>First, and more.</p>');
    expect(await stateOf(draft.id)).toBe('draft');
    const older = await editor.send('POST', `/api/admin/revisions/${first.id}/review`, {});
    expect(older.status).toBe(409);
    expect(((await older.json()) as { error: string }).error).toBe(
      'editor-working-copy saved a newer revision of this article meanwhile: open it again to see it before submitting',
    );
    expect((await editor.send('POST', `/api/admin/revisions/${second.id}/review`, {})).status).toBe(201);
    expect((await publisher.send('POST', `/api/admin/reviews/${second.id}/approve`, {})).status).toBe(200);
    expect(await stateOf(draft.id)).toBe('live');
    const third = await saveRevision(editor, draft.id, '<p>A third take.</p>');
    expect(await stateOf(draft.id)).toBe('liveWithChanges');
    expect((await editor.send('POST', `/api/admin/revisions/${third.id}/review`, {})).status).toBe(201);
    expect((await publisher.send('POST', `/api/admin/reviews/${third.id}/approve`, { publishAt: new Date(Date.now() + 3_600_000).toISOString() })).status).toBe(
      200,
    );
    expect(await stateOf(draft.id)).toBe('approved');
  });
});

describe('who else is editing', () => {
  const beat = async (client: AdminClient, id: string) =>
    ((await (await client.send('POST', `/api/admin/articles/${id}/presence`)).json()) as { others: { adminName: string }[] }).others.map(
      (other) => other.adminName,
    );

  it('an open editor sees the others who have the article open ("Erin is editing"), until they close it', async () => {
    const article = articles[5]!;
    const [first, second] = await Promise.all([beat(editor, article._id), beat(publisher, article._id)]);
    // Two editors opened at once: whichever said so second sees the first.
    expect([...first, ...second]).toHaveLength(1);
    expect(await beat(editor, article._id)).toEqual(['publisher-working-copy']);
    expect(await beat(publisher, article._id)).toEqual(['editor-working-copy']);
    expect(await beat(publisher, articles[6]!._id)).toEqual([]);
    expect((await editor.send('DELETE', `/api/admin/articles/${article._id}/presence`)).status).toBe(200);
    expect(await beat(publisher, article._id)).toEqual([]);
  });
});
