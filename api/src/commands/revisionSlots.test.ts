import { randomUUID } from 'node:crypto';
import { Revision } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../test/admin';
import { publishedArticles } from '../../test/articles';
import { startTestApi, type TestApi } from '../../test/harness';
import { slotOldRevisions } from './revisionSlots';

let api: TestApi;
let admin: AdminClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = asAdmin(api, (await signIn(api, 'Slot Admin', '192.0.2.45')).sessionToken);
});
afterAll(() => api.close());

const listed = async (articleId: string) => Revision.array().parse(await (await admin.send('GET', `/api/admin/revisions/${articleId}`)).json());

describe("an article's revisions, read by id through its slots", () => {
  it('lists the revisions of a database from before slots once they are slotted at start-up, oldest kept in order', async () => {
    const [article] = publishedArticles(api.deps.readModel).slice(-1);
    const { models } = api.deps;
    await models.RevisionSlot.deleteMany({});
    // Written the old way: no slots.
    const old = [0, 1, 2].map((n) => ({ _id: randomUUID(), articleId: article!._id, content: `<p>Old draft ${n}</p>`, adminName: 'Ada', personId: null, createdAt: new Date(Date.UTC(2026, 0, 1 + n)), isPublished: false, publishedBy: null, versionId: null }));
    await models.Revision.insertMany(old);
    expect(await listed(article!._id)).toEqual([]);

    expect(await slotOldRevisions(models)).toBeGreaterThanOrEqual(3);
    expect((await listed(article!._id)).map((r) => r.content)).toEqual(['<p>Old draft 2</p>', '<p>Old draft 1</p>', '<p>Old draft 0</p>']);
    // Once there are slots, a second start-up leaves them alone.
    expect(await slotOldRevisions(models)).toBe(0);

    const saved = await admin.send('POST', '/api/admin/save-revision', { articleId: article!._id, content: '<p>New draft</p>' });
    expect(saved.status).toBe(200);
    expect((await listed(article!._id)).map((r) => r.content)).toEqual(['<p>New draft</p>', '<p>Old draft 2</p>', '<p>Old draft 1</p>', '<p>Old draft 0</p>']);
  });

  it('skips a deleted revision, and a deleted article takes its slots with it', async () => {
    const created = await admin.send('POST', '/api/admin/articles', { title: 'Slots To Delete', slug: `slots-to-delete-${randomUUID().slice(0, 8)}`, categoryId: publishedArticles(api.deps.readModel)[0]!.categoryId });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const drafts = [];
    for (const n of [1, 2, 3]) drafts.push(Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: id, content: `<p>Draft ${n}</p>` })).json()));
    expect((await admin.send('DELETE', `/api/admin/revisions/${drafts[1]!.id}`)).status).toBe(200);
    expect((await listed(id)).map((r) => r.content)).toEqual(['<p>Draft 3</p>', '<p>Draft 1</p>']);

    expect((await admin.send('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    expect(await api.deps.models.RevisionSlot.countDocuments({ articleId: id })).toBe(0);
  });
});
