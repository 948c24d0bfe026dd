import { randomUUID } from 'node:crypto';
import { Revision } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { adminForFile } from '../../test/admin';
import { publishedArticles } from '../../test/articles';
import { testApiForFile } from '../../test/harness';
import { insertRevision, newestRevision, slotOldRevisions } from './revisionSlots';

const api = testApiForFile();
const admin = adminForFile(api, 'Slot Admin', '192.0.2.45');

const listed = async (articleId: string) => Revision.array().parse(await (await admin.send('GET', `/api/admin/revisions/${articleId}`)).json());

describe("an article's revisions, read by id through its slots", () => {
  it('lists the revisions of a database from before slots once they are slotted at start-up, oldest kept in order', async () => {
    const [article] = publishedArticles(api.deps.readModel).slice(-1);
    const { models } = api.deps;
    await models.RevisionSlot.deleteMany({});
    // Written the old way: no slots.
    const old = [0, 1, 2].map((n) => ({
      _id: randomUUID(),
      articleId: article!._id,
      content: `<p>Old draft ${n}</p>`,
      adminName: 'Ada',
      personId: null,
      createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
      isPublished: false,
      publishedBy: null,
      versionId: null,
    }));
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

  it('a save takes the slot after the last taken, and every revision is listed when another instance took one (without a date) or the slots were cleared', async () => {
    const created = await admin.send('POST', '/api/admin/articles', {
      title: 'Slots Guessed',
      slug: `slots-guessed-${randomUUID().slice(0, 8)}`,
      categoryId: publishedArticles(api.deps.readModel)[0]!.categoryId,
    });
    const { id } = (await created.json()) as { id: string };
    const save = async (content: string) => expect((await admin.send('POST', '/api/admin/save-revision', { articleId: id, content })).status).toBe(200);
    await save('<p>One</p>');
    await save('<p>Two</p>');
    // Another instance (of before slots kept their revision's date) takes slot 2 for its own revision: the next save takes slot 3.
    const { models } = api.deps;
    const theirs = {
      _id: randomUUID(),
      articleId: id,
      content: '<p>Theirs</p>',
      adminName: 'Other',
      personId: null,
      createdAt: new Date(),
      isPublished: false,
      publishedBy: null,
      versionId: null,
    };
    await models.RevisionSlot.create({ _id: `${id}/2`, articleId: id, revisionId: theirs._id });
    await models.Revision.create(theirs);
    await save('<p>Three</p>');
    expect((await listed(id)).map((r) => r.content)).toEqual(['<p>Three</p>', '<p>Theirs</p>', '<p>Two</p>', '<p>One</p>']);
    expect(await models.RevisionSlot.exists({ _id: `${id}/3` })).toBeTruthy();
    // Slots cleared (as a content reset does): the next save takes slot 0 and is listed.
    await models.RevisionSlot.deleteMany({ articleId: id });
    await save('<p>After</p>');
    expect((await listed(id)).map((r) => r.content)).toEqual(['<p>After</p>']);
  });

  it('skips a deleted revision, and a deleted article takes its slots with it', async () => {
    const created = await admin.send('POST', '/api/admin/articles', {
      title: 'Slots To Delete',
      slug: `slots-to-delete-${randomUUID().slice(0, 8)}`,
      categoryId: publishedArticles(api.deps.readModel)[0]!.categoryId,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const drafts = [];
    for (const n of [1, 2, 3])
      drafts.push(Revision.parse(await (await admin.send('POST', '/api/admin/save-revision', { articleId: id, content: `<p>Draft ${n}</p>` })).json()));
    expect((await admin.send('DELETE', `/api/admin/revisions/${drafts[1]!.id}`)).status).toBe(200);
    expect((await listed(id)).map((r) => r.content)).toEqual(['<p>Draft 3</p>', '<p>Draft 1</p>']);

    expect((await admin.send('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    expect(await api.deps.models.RevisionSlot.countDocuments({ articleId: id })).toBe(0);
  });

  it('finds the newest revision from the last slot down, reading only what it must; a new revision is dated after the last slot', async () => {
    const { models } = api.deps;
    const articleId = randomUUID();
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
    const revision = (minute: number, versionId: string | null = null) => ({
      _id: randomUUID(),
      articleId,
      content: `<p>${minute}</p>`,
      adminName: 'Ada',
      personId: null,
      createdAt: at(minute),
      isPublished: false,
      publishedBy: null,
      versionId,
    });
    // Slots 0 and 1 are from before slots kept dates (out of date order, as a race left them); 2 and 3 are a version's.
    const revisions = [revision(5), revision(1), revision(7, randomUUID()), revision(9, randomUUID())];
    await models.Revision.insertMany(revisions);
    await models.RevisionSlot.insertMany(
      revisions.map((r, n) => ({ _id: `${articleId}/${n}`, articleId, revisionId: r._id, ...(n < 2 ? {} : { createdAt: r.createdAt }) })),
    );
    const reads: string[] = [];
    const findById = models.Revision.findById.bind(models.Revision);
    const counted = Object.assign(Object.create(models), {
      Revision: Object.assign(Object.create(models.Revision), { findById: (id: string) => (reads.push(id), findById(id)) }),
    }) as typeof models;
    const mainLine = (r: { versionId?: string | null }) => !r.versionId;
    const ids = revisions.map((r) => r._id);
    // The dated slots newest first, then the undated ones all, sorted by their revisions' dates.
    expect((await newestRevision(counted, articleId, mainLine))?._id).toBe(ids[0]);
    expect(reads).toEqual([ids[3], ids[2], ids[0], ids[1]]);
    // The newest, when the caller holds it, costs no read.
    reads.length = 0;
    expect((await newestRevision(counted, articleId, () => true, [revisions[3]!]))?._id).toBe(ids[3]);
    expect(reads).toEqual([]);
    // Saved with a clock behind the last slot's date: dated a millisecond after it, so the slots stay in History's order.
    const saved = await insertRevision(models, { ...revision(0), _id: undefined } as never);
    expect(saved.createdAt.getTime()).toBe(at(9).getTime() + 1);
    expect((await models.RevisionSlot.findById(`${articleId}/4`).lean())?.createdAt).toEqual(saved.createdAt);
    expect((await newestRevision(models, articleId, mainLine))?._id).toBe(saved._id);
  });
});
