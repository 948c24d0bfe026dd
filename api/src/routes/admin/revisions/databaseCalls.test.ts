import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminForFile } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { teamForFile } from '../../../../test/people';

/*
 * Issue 41 (speed): each database call is a round trip to FerretDB (on SQLite often a scan), so a lifecycle call makes
 * a fixed few, however many revisions its article has. Counted through mongoose's debug hook, over HTTP.
 */
const api = testApiForFile();
const owner = adminForFile(api, 'Counted Owner', '203.0.113.77');
const team = teamForFile(api, owner, ['editor', 'publisher'], 'counted');

let calls: string[] = [];
/** How many notifications the call's event made (one per recipient). */
let notified = 0;
beforeAll(() => {
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    // The event feed's follower (its poll once a second, a catch-up) and its hourly pruner run on their own, not in the
    // call: of the feed, only the call's own event (an insert) is the call's.
    if (collection !== 'event_feed' || method === 'insertOne') calls.push(`${collection}.${method}`);
    if (collection === 'notifications' && method === 'insertMany') notified += (args[0] as unknown[]).length;
  });
});
afterAll(() => void mongoose.set('debug', false));

/**
 * Makes the call and answers its body with the database calls it made, also those after its answer (a lease's
 * release): until none came for 200 ms. The breakdown is a failure's message.
 */
async function counted(
  client: AdminClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ id: string; count: number; notified: number; made: string }> {
  calls = [];
  notified = 0;
  const response = await client.send(method, path, body);
  for (let seen = -1; seen !== calls.length;) {
    seen = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const made = `${method} ${path}: ${calls.join(' ')}`;
  expect(response.status, `${made}: ${await response.clone().text()}`).toBeLessThan(300);
  return { ...((await response.json()) as { id: string }), count: calls.length, notified, made };
}

/**
 * Most calls each may make: its own reads and writes, the session's check (two reads), the event it records (two
 * inserts), and for a publish its write into the article (its commit point) and the lease's release. Before issue 41's
 * speed work a save made 9 to 19 and a publish 17 to 25, more with each revision of the article; with a pending publish
 * (its insert and removal, until decision 0202) up to 16.
 */
const BUDGET = { save: 10, publish: 14, submit: 12, approve: 25, requestChanges: 10 };
/**
 * And per recipient its event notifies, their inbox's write (decision 0203): the lease's insert, read and delete, the
 * inbox's read and write, and once for a recipient without an inbox yet, the read that makes it.
 */
const PER_RECIPIENT = 6;

describe('database calls of a lifecycle call', () => {
  it('a save and a publish make as few on the tenth round on an article as on the second', async () => {
    const articleId = publishedArticles(api.deps.readModel)[0]!._id;
    const rounds: { save: number; publish: number }[] = [];
    for (let round = 1; round <= 10; round += 1) {
      const save = await counted(owner, 'POST', '/api/admin/save-revision', { articleId, content: `<p>Round ${round}</p>` });
      const publish = await counted(owner, 'POST', `/api/admin/publish-revision/${save.id}`);
      expect(save.count, save.made).toBeLessThanOrEqual(BUDGET.save);
      expect(publish.count, publish.made).toBeLessThanOrEqual(BUDGET.publish);
      rounds.push({ save: save.count, publish: publish.count });
    }
    expect(rounds.at(-1)).toEqual(rounds[1]);
  });

  it('submit, request changes and approve stay within theirs', async () => {
    const articleId = publishedArticles(api.deps.readModel)[1]!._id;
    const save = (content: string) => counted(team.editor, 'POST', '/api/admin/save-revision', { articleId, content });
    const first = await save('<p>One</p>');
    const submit = await counted(team.editor, 'POST', `/api/admin/revisions/${first.id}/review`, {});
    const requestChanges = await counted(team.publisher, 'POST', `/api/admin/reviews/${first.id}/request-changes`, { comment: 'More' });
    const second = await save('<p>Two</p>');
    await counted(team.editor, 'POST', `/api/admin/revisions/${second.id}/review`, {});
    const approve = await counted(team.publisher, 'POST', `/api/admin/reviews/${second.id}/approve`, {});
    for (const [name, made] of Object.entries({ submit, requestChanges, approve }))
      expect(made.count, made.made).toBeLessThanOrEqual(BUDGET[name as keyof typeof BUDGET] + PER_RECIPIENT * made.notified);
  });
});
