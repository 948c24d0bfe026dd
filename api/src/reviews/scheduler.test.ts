import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type AdminClient } from '../../test/admin';
import { Schedule as ScheduleSchema } from '@kb/contracts';
import { publishedArticles } from '../../test/articles';
import { startTestApi, type TestApi } from '../../test/harness';
import { teamOf } from '../../test/people';
import { inMs, saveRevision, schedule } from '../../test/reviews';
import { startApi } from '../bootstrap';
import { EnvSchema } from '../env';
import { reviewModels } from './models';
import { startScheduler } from './scheduler';

/** Instances A and B on one database (B without a scheduler loop of its own: the test runs its rounds). */
let a: TestApi;
let b: TestApi;
let owner: AdminClient;
beforeAll(async () => {
  a = await startTestApi();
  b = await startTestApi({ uri: a.databaseUri, seed: false });
  owner = asAdmin(a, (await signIn(a, 'Scheduler Owner', '203.0.113.91')).sessionToken);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const audits = async (action: string, target: string) =>
  (await a.deps.models.AuditEntry.find({ action }).lean()).filter((entry) => entry.target?.includes(target)).length;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled publish and unpublish across instances', () => {
  it('of two instances polling at once, each due schedule runs exactly once, as the person who scheduled it', async () => {
    const [toPublish, toUnpublish] = publishedArticles(a.deps.readModel).slice(0, 2);
    const revision = await saveRevision(owner, toPublish!._id, '<p>Goes live on time.</p>');
    const publish = await schedule(owner, { action: 'publish', revisionId: revision.id, at: inMs(800) });
    const unpublish = await schedule(owner, { action: 'unpublish', articleId: toUnpublish!._id, at: inMs(800) });
    const pollers = [startScheduler(a.deps, 0), startScheduler(b.deps, 0)];
    expect(await Promise.all(pollers.map((poller) => poller.runDue()))).toEqual([0, 0]);
    await sleep(1000);

    // Four rounds at once, two on each instance.
    const ran = await Promise.all([...pollers, ...pollers].map((poller) => poller.runDue()));
    expect(ran.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await audits('revision.publish', `revision:${revision.id}`)).toBe(1);
    expect(await audits('article.unpublish', `article:${toUnpublish!._id}`)).toBe(1);
    const { Schedule } = reviewModels(a.deps.conn);
    expect(await Schedule.findById(publish.id).lean()).toMatchObject({ outcome: 'published', doneAt: expect.any(Date) });
    expect(await Schedule.findById(unpublish.id).lean()).toMatchObject({ outcome: 'unpublished', doneAt: expect.any(Date) });
    expect(await a.deps.models.Revision.findById(revision.id).lean()).toMatchObject({
      isPublished: true,
      publishedBy: { personId: null, adminName: 'Scheduler Owner' },
    });
    // Whichever instance ran it took it off the site (the other follows the event log, which no feed follows here).
    expect(await a.deps.models.Article.findById(toUnpublish!._id).lean()).toMatchObject({ status: 'unpublished' });
    // Later rounds find nothing left to do.
    expect(await Promise.all(pollers.map((poller) => poller.runDue()))).toEqual([0, 0]);
    await Promise.all(pollers.map((poller) => poller.stop()));
  });

  it('a schedule survives a restart: stored by an instance that stops, run by the one started after it', async () => {
    const article = publishedArticles(a.deps.readModel)[2]!;
    const revision = await saveRevision(owner, article._id, '<p>Published after a restart.</p>');
    const env = (name: string) =>
      EnvSchema.parse({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        MONGODB_URI: a.databaseUri,
        SEED_ON_EMPTY: 'false',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `kb-${name}-`)),
      });
    const first = await startApi(env('first'));
    const stored = await schedule(owner, { action: 'publish', revisionId: revision.id, at: inMs(1500) });
    await first.close();

    const second = await startApi(env('second'));
    try {
      const { Schedule } = reviewModels(a.deps.conn);
      for (const started = Date.now(); !(await Schedule.findById(stored.id).lean())?.doneAt;) {
        if (Date.now() - started > 15_000) throw new Error('the schedule did not run within 15 s of the restart');
        await sleep(200);
      }
      expect(await Schedule.findById(stored.id).lean()).toMatchObject({ outcome: 'published' });
      expect(await audits('revision.publish', `revision:${revision.id}`)).toBe(1);
      expect(await a.deps.models.Revision.findById(revision.id).lean()).toMatchObject({ isPublished: true });
    } finally {
      await second.close();
    }
  });
});

describe('a scheduled publish checks links as Publish and Approve do', () => {
  it('with a broken internal link it is not published (its outcome says why), unless scheduled with "Publish anyway"; a link to an old slug is not broken', async () => {
    const [checked, anyway, redirected] = publishedArticles(a.deps.readModel).slice(8, 11);
    const moved = publishedArticles(a.deps.readModel)[11]!;
    expect((await owner.send('PATCH', `/api/admin/articles/${moved._id}`, { slug: `${moved.slug}-renamed` })).status).toBe(200);
    const broken = '<p>See <a href="/article/no-such-article-anywhere">the missing page</a>.</p>';
    const first = await saveRevision(owner, checked!._id, broken);
    const second = await saveRevision(owner, anyway!._id, broken);
    const third = await saveRevision(owner, redirected!._id, `<p>See <a href="/article/${moved.slug}">the renamed page</a>.</p>`);
    const schedules = [
      await schedule(owner, { action: 'publish', revisionId: first.id, at: inMs(800) }),
      await schedule(owner, { action: 'publish', revisionId: second.id, at: inMs(800), publishAnyway: true }),
      await schedule(owner, { action: 'publish', revisionId: third.id, at: inMs(800) }),
    ];
    await sleep(1000);
    const poller = startScheduler(a.deps, 0);
    expect(await poller.runDue()).toBe(3);
    await poller.stop();

    const { Schedule } = reviewModels(a.deps.conn);
    const outcomes = await Promise.all(schedules.map(async ({ id }) => (await Schedule.findById(id).lean())?.outcome));
    expect(outcomes).toEqual(['not published: 1 broken internal link (/article/no-such-article-anywhere)', 'published', 'published']);
    expect(await a.deps.models.Revision.findById(first.id).lean()).toMatchObject({ isPublished: false });
    expect(await a.deps.models.Revision.findById(second.id).lean()).toMatchObject({ isPublished: true });
  });
});

describe('a schedule whose creator may no longer publish', () => {
  it('does not run when due, as them or anyone: it shows as needing a publisher, and the one of a current publisher runs', async () => {
    const team = await teamOf(a, owner, ['owner', 'publisher'], 'lapsed');
    const demoted = (await teamOf(a, owner, ['publisher'], 'demoted')).publisher!;
    const removed = (await teamOf(a, owner, ['publisher'], 'removed')).publisher!;
    const [byDemoted, byRemoved, bySharedPassword, byPublisher] = publishedArticles(a.deps.readModel).slice(4, 8);
    const revision = await saveRevision(demoted, byDemoted!._id, '<p>Scheduled by someone no longer a publisher.</p>');
    const lapsed = [
      await schedule(demoted, { action: 'publish', revisionId: revision.id, at: inMs(800) }),
      await schedule(removed, { action: 'unpublish', articleId: byRemoved!._id, at: inMs(800) }),
      await schedule(owner, { action: 'unpublish', articleId: bySharedPassword!._id, at: inMs(800) }),
    ];
    const kept = await schedule(team.publisher!, { action: 'unpublish', articleId: byPublisher!._id, at: inMs(800) });

    const personId = async (email: string) => (await a.deps.models.Person.findOne({ email }).lean())!._id;
    const newOwner = team.owner!;
    expect((await newOwner.send('PATCH', `/api/admin/people/${await personId('publisher-demoted@example.com')}`, { role: 'editor' })).status).toBe(200);
    expect((await newOwner.send('DELETE', `/api/admin/people/${await personId('publisher-removed@example.com')}`)).status).toBe(200);
    expect((await newOwner.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: false })).status).toBe(200);
    await sleep(1000);

    const poller = startScheduler(b.deps, 0);
    expect(await poller.runDue()).toBe(1);
    expect(await poller.runDue()).toBe(0);
    await poller.stop();
    const listed = ScheduleSchema.array().parse(await (await newOwner.get('/api/admin/schedules')).json());
    for (const { id } of lapsed) expect(listed.find((item) => item.id === id)).toMatchObject({ needsPublisher: true, doneAt: null, outcome: null });
    expect(listed.map((item) => item.id)).not.toContain(kept.id);
    expect(await a.deps.models.Revision.findById(revision.id).lean()).toMatchObject({ isPublished: false });
    for (const article of [byRemoved!, bySharedPassword!]) expect((await a.get(`/api/articles/${article.slug}`)).status).toBe(200);
    expect(await a.deps.models.Article.findById(byPublisher!._id).lean()).toMatchObject({ status: 'unpublished' });
    expect((await newOwner.send('PATCH', '/api/admin/site-settings', { sharedPasswordSignIn: true })).status).toBe(200);
  });
});
