import { AdminSearchPage, AdminTreeLevel, ArticleSettings, type WorkCounts } from '@kb/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminForFile, okJson, type AdminClient } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';
import { inMs, saveRevision, schedule, submit } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';
import { reviewModels } from '../../../reviews/models';
import { startScheduler } from '../../../reviews/scheduler';

const api = testApiForFile();
const owner = adminForFile(api, 'Finn Finder', '203.0.113.75');
const { editor, publisher } = teamForFile(api, owner, ['editor', 'publisher'], 'work');
let live: ArticleDoc[];
beforeAll(() => {
  live = publishedArticles(api.deps.readModel);
});

const counts = async (client: AdminClient): Promise<WorkCounts> => (await okJson(AdminTreeLevel, client.get('/api/admin/tree'))).counts!;
const found = async (client: AdminClient, filter: string, q = '') =>
  (await okJson(AdminSearchPage, client.get(`/api/admin/article-search?filter=${filter}${q ? `&q=${encodeURIComponent(q)}` : ''}`))).rows.map(
    (row) => row.title,
  );
const draft = async (client: AdminClient, title: string) => {
  const categoryId = live[0]!.categoryId;
  const response = await client.send('POST', '/api/admin/articles', { title, slug: title.toLowerCase().replace(/\W+/g, '-'), categoryId });
  expect(response.status).toBe(201);
  return ArticleSettings.parse(await response.json());
};

describe('finding work: Drafts, My drafts, In review, Needs a publisher, with counts', () => {
  it('drafts are counted and listed apart from the live articles; My drafts are the caller’s own', async () => {
    const before = await counts(editor);
    await draft(editor, 'Workbench Alpha Draft');
    await draft(editor, 'Workbench Beta Draft');
    await draft(owner, 'Workbench Owner Draft');
    const after = await counts(editor);
    expect(after.live).toBe(before.live);
    expect(after.drafts).toBe(before.drafts + 3);
    expect(after.myDrafts).toBe(before.myDrafts + 2);
    expect((await counts(owner)).myDrafts).toBe(1);
    expect(await found(editor, 'myDrafts')).toEqual(['Workbench Alpha Draft', 'Workbench Beta Draft']);
    expect(await found(owner, 'myDrafts')).toEqual(['Workbench Owner Draft']);
    expect(await found(editor, 'drafts', 'workbench')).toEqual(['Workbench Alpha Draft', 'Workbench Beta Draft', 'Workbench Owner Draft']);
    expect(await found(editor, 'drafts', 'beta')).toEqual(['Workbench Beta Draft']);
    // Live_Articles counts the published articles only.
    expect(after.live).toBe(publishedArticles(api.deps.readModel).length);
  });

  it('In review lists the articles waiting in the Review queue, at once after a submit and after the decision', async () => {
    const article = live[1]!;
    const revision = await saveRevision(editor, article._id, '<p>Waiting in review.</p>');
    await submit(editor, revision.id);
    expect((await counts(publisher)).inReview).toBe(1);
    expect(await found(publisher, 'inReview')).toEqual([article.title]);
    expect(await found(publisher, 'inReview', 'zzzz')).toEqual([]);
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/request-changes`, { comment: 'Not yet.' })).status).toBe(200);
    expect((await counts(publisher)).inReview).toBe(0);
  });

  it('Needs a publisher lists the articles whose schedule could not run as its creator may no longer publish', async () => {
    const article = live[2]!;
    const revision = await saveRevision(publisher, article._id, '<p>Scheduled, then stuck.</p>');
    const planned = await schedule(publisher, { action: 'publish', revisionId: revision.id, at: inMs(60_000) });
    const publisherId = (await api.deps.models.Person.findOne({ email: 'publisher-work@example.com' }).lean())!._id;
    expect((await owner.send('PATCH', `/api/admin/people/${publisherId}`, { role: 'editor' })).status).toBe(200);
    await reviewModels(api.deps.conn).Schedule.updateOne({ _id: planned.id }, { $set: { runAt: new Date(Date.now() - 1000) } });
    const scheduler = startScheduler(api.deps, 0);
    await scheduler.runDue();
    await scheduler.stop();
    expect((await counts(owner)).needsPublisher).toBe(1);
    expect(await found(owner, 'needsPublisher')).toEqual([article.title]);
  });

  it('a filter outside the four, or neither words nor a filter, is a 400', async () => {
    for (const path of ['/api/admin/article-search?filter=mine', '/api/admin/article-search', '/api/admin/article-search?q=a']) {
      const response = await owner.get(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation' });
    }
  });
});
