import { Review, ReviewPreview, Schedule } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';
import { inMs, saveRevision, schedule, submit } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';

const api = testApiForFile();
const owner = adminForFile(api, 'Review Owner', '203.0.113.90');
const { editor, publisher } = teamForFile(api, owner, ['editor', 'publisher'], 'reviews');
let articles: ArticleDoc[];
beforeAll(() => {
  articles = publishedArticles(api.deps.readModel);
});

const personOf = async (email: string) => (await api.deps.models.Person.findOne({ email }).lean())!._id;
const liveContent = async (slug: string) => ((await (await api.get(`/api/articles/${slug}`)).json()) as { content: string }).content;
const setReviewRequired = async (on: boolean) => expect((await owner.send('PATCH', '/api/admin/site-settings', { reviewRequired: on })).status).toBe(200);

describe('review before publishing', () => {
  it('an editor submits a revision (once), publishers see it in the queue, and Approve publishes it now, as the publisher', async () => {
    const article = articles[0]!;
    const revision = await saveRevision(editor, article._id, '<p>Reviewed words, approved now.</p>');
    const review = await submit(editor, revision.id);
    expect(review).toMatchObject({
      id: revision.id,
      revisionId: revision.id,
      articleId: article._id,
      articleTitle: article.title,
      status: 'pending',
      decidedBy: null,
    });
    expect(review.submittedBy).toEqual({ personId: await personOf('editor-reviews@example.com'), adminName: 'editor-reviews' });
    expect((await editor.send('POST', `/api/admin/revisions/${revision.id}/review`, {})).status).toBe(409);

    const rawQueue = (await (await publisher.get('/api/admin/reviews')).json()) as Array<{ id: string; submittedBy: unknown }>;
    expect(rawQueue.find((item) => item.id === revision.id)?.submittedBy).toEqual(review.submittedBy);
    const queue = Review.array().parse(rawQueue);
    expect(queue.map((item) => item.id)).toContain(revision.id);
    expect(await liveContent(article.slug)).not.toContain('Reviewed words');

    const approved = await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, {});
    expect(approved.status).toBe(200);
    const decided = Review.parse(await approved.json());
    expect(decided).toMatchObject({
      status: 'approved',
      publishAt: null,
      decidedBy: { personId: await personOf('publisher-reviews@example.com'), adminName: 'publisher-reviews' },
    });
    expect(await liveContent(article.slug)).toContain('Reviewed words, approved now.');
    const stored = await api.deps.models.Revision.findById(revision.id).lean();
    expect(stored).toMatchObject({ isPublished: true, publishedBy: decided.decidedBy });
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, {})).status).toBe(409);
    expect(
      Review.array()
        .parse(await (await publisher.get('/api/admin/reviews')).json())
        .map((item) => item.id),
    ).not.toContain(revision.id);
  });

  it('Request changes needs a comment, sends the revision back, and the editor reads it on the article', async () => {
    const article = articles[1]!;
    const revision = await saveRevision(editor, article._id, '<p>Not quite there.</p>');
    await submit(editor, revision.id);
    const empty = await publisher.send('POST', `/api/admin/reviews/${revision.id}/request-changes`, { comment: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: 'validation' });
    const sent = await publisher.send('POST', `/api/admin/reviews/${revision.id}/request-changes`, { comment: 'Add an example, please.' });
    expect(sent.status).toBe(200);
    const onArticle = Review.array().parse(await (await editor.get(`/api/admin/articles/${article._id}/reviews`)).json());
    expect(onArticle[0]).toMatchObject({ id: revision.id, status: 'changesRequested', comment: 'Add an example, please.' });
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, {})).status).toBe(409);
    expect(await liveContent(article.slug)).not.toContain('Not quite there');
  });

  it('Approve at a time stores a scheduled publish instead (a time in the past is a 400)', async () => {
    const article = articles[2]!;
    const revision = await saveRevision(editor, article._id, '<p>Later, please.</p>');
    await submit(editor, revision.id);
    const past = await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, { publishAt: inMs(-60_000) });
    expect(past.status).toBe(400);
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, { publishAt: 'tomorrow' })).status).toBe(400);
    const at = inMs(3_600_000);
    const approved = Review.parse(await (await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, { publishAt: at })).json());
    expect(approved).toMatchObject({ status: 'approved', publishAt: at });
    const schedules = Schedule.array().parse(await (await publisher.get('/api/admin/schedules')).json());
    expect(schedules.find((item) => item.revisionId === revision.id)).toMatchObject({ action: 'publish', runAt: at, doneAt: null, articleId: article._id });
    expect(await liveContent(article.slug)).not.toContain('Later, please.');
  });

  it('with the review setting on (off by default), an editor’s revision goes live only through an approved review', async () => {
    expect(await (await owner.get('/api/admin/site-settings')).json()).toMatchObject({ reviewRequired: false });
    const article = articles[3]!;
    const revision = await saveRevision(editor, article._id, '<p>Needs a second pair of eyes.</p>');
    await setReviewRequired(true);
    try {
      const direct = await publisher.send('POST', `/api/admin/publish-revision/${revision.id}`);
      expect(direct.status).toBe(409);
      expect(await direct.json()).toMatchObject({ code: 'conflict', error: expect.stringContaining('need review') });
      expect((await publisher.send('POST', '/api/admin/schedules', { action: 'publish', revisionId: revision.id, at: inMs(60_000) })).status).toBe(409);

      await submit(editor, revision.id);
      expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, {})).status).toBe(200);
      expect(await liveContent(article.slug)).toContain('Needs a second pair of eyes.');
      const own = await saveRevision(publisher, article._id, '<p>A publisher’s own words.</p>');
      expect((await publisher.send('POST', `/api/admin/publish-revision/${own.id}`)).status).toBe(200);
      // Approved, but no longer the newest revision (the publisher's own was saved after it): Publish names the newest.
      expect((await publisher.send('POST', `/api/admin/publish-revision/${revision.id}`)).status).toBe(409);
    } finally {
      await setReviewRequired(false);
    }
    const later = await saveRevision(editor, article._id, '<p>Straight on.</p>');
    expect((await publisher.send('POST', `/api/admin/publish-revision/${later.id}`)).status).toBe(200);
  });

  it('a new article is submitted with a note: the queue shows the note, Preview its processed text, and Approve takes it live', async () => {
    const categoryId = articles[0]!.categoryId;
    const created = await editor.send('POST', '/api/admin/articles', { title: 'Brand New Review Guide', slug: 'brand-new-review-guide', categoryId });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const revision = await saveRevision(editor, id, '<h2>First steps</h2><p>Never published before.</p><script>alert(1)</script>');
    const tooLong = await editor.send('POST', `/api/admin/revisions/${revision.id}/review`, { note: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 'validation' });
    await submit(editor, revision.id, { note: '  First draft: please check the steps.  ' });

    const queue = Review.array().parse(await (await publisher.get('/api/admin/reviews')).json());
    expect(queue.find((item) => item.id === revision.id)).toMatchObject({
      articleTitle: 'Brand New Review Guide',
      note: 'First draft: please check the steps.',
    });
    const preview = await publisher.get(`/api/admin/reviews/${revision.id}/preview`);
    expect(preview.status).toBe(200);
    const shown = ReviewPreview.parse(await preview.json());
    expect(shown.title).toBe('Brand New Review Guide');
    expect(shown.content).toContain('<h2 id="first-steps">First steps</h2>');
    expect(shown.content).toContain('Never published before.');
    expect(shown.content).not.toContain('script');
    expect((await editor.get(`/api/admin/reviews/${revision.id}/preview`)).status).toBe(403);
    expect((await publisher.get(`/api/admin/reviews/${crypto.randomUUID()}/preview`)).status).toBe(404);
    expect((await api.get('/api/articles/brand-new-review-guide')).status).toBe(404);
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, {})).status).toBe(200);
    expect(await liveContent('brand-new-review-guide')).toContain('Never published before.');
  });

  it('Approve refuses (409) a revision when a newer one of the article was submitted since; the newer one is approved', async () => {
    const article = articles[5]!;
    const older = await saveRevision(editor, article._id, '<p>First try.</p>');
    await submit(editor, older.id);
    const newer = await saveRevision(editor, article._id, '<p>Second try, better.</p>');
    await submit(editor, newer.id);
    const refused = await publisher.send('POST', `/api/admin/reviews/${older.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'conflict', error: expect.stringContaining('newer revision') });
    expect(await liveContent(article.slug)).not.toContain('First try.');
    expect((await publisher.send('POST', `/api/admin/reviews/${newer.id}/approve`, {})).status).toBe(200);
    expect(await liveContent(article.slug)).toContain('Second try, better.');
  });

  it('unknown and malformed ids: 404 and 400 as JSON', async () => {
    const unknown = crypto.randomUUID();
    for (const [method, path] of [
      ['POST', `/api/admin/revisions/${unknown}/review`],
      ['POST', `/api/admin/reviews/${unknown}/approve`],
      ['POST', `/api/admin/reviews/${unknown}/request-changes`],
      ['DELETE', `/api/admin/schedules/${unknown}`],
    ] as const) {
      const response = await publisher.send(method, path, path.endsWith('changes') ? { comment: 'x' } : {});
      expect({ path, status: response.status, code: ((await response.json()) as { code: string }).code }).toEqual({ path, status: 404, code: 'notFound' });
    }
    expect((await publisher.send('POST', '/api/admin/reviews/nope/approve', {})).status).toBe(400);
    expect((await editor.get('/api/admin/articles/nope/reviews')).status).toBe(400);
  });
});

describe('schedules', () => {
  it('a publisher schedules an unpublish, sees it listed, and cancels it; bad input is a 4xx', async () => {
    const article = articles[4]!;
    expect((await publisher.send('POST', '/api/admin/schedules', { action: 'unpublish', at: inMs(60_000) })).status).toBe(400);
    expect((await publisher.send('POST', '/api/admin/schedules', { action: 'explode', articleId: article._id, at: inMs(60_000) })).status).toBe(400);
    expect((await publisher.send('POST', '/api/admin/schedules', { action: 'unpublish', articleId: article._id, at: inMs(-1000) })).status).toBe(400);
    expect((await publisher.send('POST', '/api/admin/schedules', { action: 'unpublish', articleId: crypto.randomUUID(), at: inMs(60_000) })).status).toBe(404);
    expect((await publisher.send('POST', '/api/admin/schedules', { action: 'publish', revisionId: crypto.randomUUID(), at: inMs(60_000) })).status).toBe(404);

    const created = await schedule(publisher, { action: 'unpublish', articleId: article._id, at: inMs(60_000) });
    expect(created).toMatchObject({ action: 'unpublish', articleId: article._id, articleTitle: article.title, revisionId: null, doneAt: null });
    expect(created.createdBy.personId).toBe(await personOf('publisher-reviews@example.com'));
    const listed = Schedule.array().parse(await (await publisher.get('/api/admin/schedules')).json());
    expect(listed.map((item) => item.id)).toContain(created.id);
    expect((await publisher.send('DELETE', `/api/admin/schedules/${created.id}`)).status).toBe(200);
    expect((await publisher.send('DELETE', `/api/admin/schedules/${created.id}`)).status).toBe(404);
    expect(
      Schedule.array()
        .parse(await (await publisher.get('/api/admin/schedules')).json())
        .map((item) => item.id),
    ).not.toContain(created.id);
  });
});
