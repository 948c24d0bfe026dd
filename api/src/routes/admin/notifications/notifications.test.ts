import { AuditEntry, AuditPerson, NotificationList, NotificationSettings, UnreadCount } from '@kb/contracts';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminForFile, asAdmin, okJson, type AdminClient } from '../../../../test/admin';
import { publishedArticles } from '../../../../test/articles';
import { testApiForFile } from '../../../../test/harness';
import { acceptAndSignIn, invite, teamForFile } from '../../../../test/people';
import { inMs, saveRevision, submit } from '../../../../test/reviews';
import type { ArticleDoc } from '../../../models';
import { reviewModels } from '../../../reviews/models';
import { startScheduler } from '../../../reviews/scheduler';

const api = testApiForFile();
const owner = adminForFile(api, 'Olive Owner', '203.0.113.70');
const { editor, publisher } = teamForFile(api, owner, ['editor', 'publisher'], 'notify');
let articles: ArticleDoc[];
beforeAll(() => {
  articles = publishedArticles(api.deps.readModel);
});

const unread = async (client: AdminClient) => (await okJson(UnreadCount, client.get('/api/admin/notifications/unread'))).unread;
const list = (client: AdminClient) => okJson(NotificationList, client.get('/api/admin/notifications'));
const markAllRead = (client: AdminClient) => okJson(UnreadCount, client.send('POST', '/api/admin/notifications/read', {}));
const texts = async (client: AdminClient) => (await list(client)).items.filter((item) => !item.read).map((item) => item.text);
const auditOf = async (action: string) => okJson(z.array(AuditEntry), owner.get(`/api/admin/audit-log?action=${action}&limit=50`));

describe('one event per lifecycle write', () => {
  it('save, submit, request changes, approve: each an event naming who, the article with its title, the edition, the states and the revisions', async () => {
    const article = articles[0]!;
    const editorId = (await api.deps.models.Person.findOne({ email: 'editor-notify@example.com' }).lean())!._id;
    const first = await saveRevision(editor, article._id, '<p>First go.</p>');
    await submit(editor, first.id, { note: 'Please look' });
    expect((await publisher.send('POST', `/api/admin/reviews/${first.id}/request-changes`, { comment: 'More, please.' })).status).toBe(200);
    const second = await saveRevision(editor, article._id, '<p>Second go, with more.</p>');
    await submit(editor, second.id);
    expect((await publisher.send('POST', `/api/admin/reviews/${second.id}/approve`, {})).status).toBe(200);

    const saved = (await auditOf('revision.save')).find((entry) => entry.revisionIds.includes(first.id));
    expect(saved).toMatchObject({
      personId: editorId,
      adminName: 'editor-notify',
      articleTitle: article.title,
      edition: { version: null, language: null },
      stateBefore: 'live',
      stateAfter: 'liveWithChanges',
    });
    expect((await auditOf('review.submit')).find((entry) => entry.revisionIds.includes(second.id))).toMatchObject({
      stateBefore: 'liveWithChanges',
      stateAfter: 'inReview',
    });
    const sentBack = (await auditOf('review.changesRequested')).find((entry) => entry.revisionIds.includes(first.id));
    expect(sentBack).toMatchObject({
      adminName: 'publisher-notify',
      stateBefore: 'inReview',
      stateAfter: 'changesRequested',
      concerns: { personId: editorId, adminName: 'editor-notify' },
    });
    expect((await auditOf('review.approved')).find((entry) => entry.revisionIds.includes(second.id))).toMatchObject({
      stateBefore: 'inReview',
      stateAfter: 'live',
    });
    const published = (await auditOf('revision.publish')).filter((entry) => entry.revisionIds[0] === second.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      adminName: 'publisher-notify',
      articleTitle: article.title,
      stateBefore: 'live',
      stateAfter: 'live',
      concerns: { personId: editorId },
    });
  });

  it('the event log is insert-only: an event keeps the title the article had, and the audit log shows the current one while the article exists', async () => {
    const article = articles[1]!;
    const revision = await saveRevision(owner, article._id, '<p>Before the rename.</p>');
    expect((await owner.send('PATCH', `/api/admin/articles/${article._id}`, { title: `${article.title} (renamed)` })).status).toBe(200);
    const stored = await api.deps.models.AuditEntry.findOne({ action: 'revision.save', revisionIds: revision.id }).lean();
    expect(stored?.articleTitle).toBe(article.title);
    const shown = (await auditOf('revision.save')).find((entry) => entry.revisionIds.includes(revision.id));
    expect(shown?.articleTitle).toBe(`${article.title} (renamed)`);
  });
});

describe('notifications', () => {
  it('a review requested tells the publishers (and the site administrator), never the editor; changes requested and approved-and-published tell the author once each', async () => {
    await Promise.all([markAllRead(publisher), markAllRead(editor), markAllRead(owner)]);
    const article = articles[2]!;
    const first = await saveRevision(editor, article._id, '<p>Draft for the publisher.</p>');
    await submit(editor, first.id);
    expect(await texts(publisher)).toEqual([`editor-notify asked for a review of “${article.title}”`]);
    expect(await unread(owner)).toBe(1);
    expect(await unread(editor)).toBe(0);
    expect((await list(publisher)).items[0]).toMatchObject({ kind: 'reviewRequested', href: '/admin/reviews', read: false });

    await publisher.send('POST', `/api/admin/reviews/${first.id}/request-changes`, { comment: 'An example, please.' });
    expect(await texts(editor)).toEqual([`publisher-notify requested changes to “${article.title}”`]);
    expect((await list(editor)).items[0]).toMatchObject({ kind: 'changesRequested', href: `/admin/articles/${article._id}` });

    const second = await saveRevision(editor, article._id, '<p>Draft with an example.</p>');
    await submit(editor, second.id);
    await publisher.send('POST', `/api/admin/reviews/${second.id}/approve`, {});
    // The publish the approval made is told as the approval: one entry, not two.
    expect(await texts(editor)).toEqual([
      `publisher-notify approved and published “${article.title}”`,
      `publisher-notify requested changes to “${article.title}”`,
    ]);
    expect(await unread(editor)).toBe(2);
    // Mark read names real entries or nothing: anything else is a 400, never a "mark all".
    for (const body of [{ url: 'x' }, { ids: ['not-a-notification'] }, { ids: 'all' }]) {
      expect((await editor.send('POST', '/api/admin/notifications/read', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await unread(editor)).toBe(2);
    const [newest] = (await list(editor)).items;
    expect(await okJson(UnreadCount, editor.send('POST', '/api/admin/notifications/read', { ids: [newest!.id] }))).toEqual({ unread: 1 });
    expect(await markAllRead(editor)).toEqual({ unread: 0 });
    expect((await list(editor)).items.slice(0, 2).every((item) => item.read)).toBe(true);
  });

  it('concurrent submits each notify each publisher exactly once; of concurrent approvals one decides, and the author hears once', async () => {
    await Promise.all([markAllRead(publisher), markAllRead(editor)]);
    const four = articles.slice(3, 7);
    const revisions = await Promise.all(four.map((article) => saveRevision(editor, article._id, `<p>At once: ${article.title}</p>`)));
    await Promise.all(revisions.map((revision) => submit(editor, revision.id)));
    expect(await unread(publisher)).toBe(4);
    expect((await texts(publisher)).sort()).toEqual(four.map((article) => `editor-notify asked for a review of “${article.title}”`).sort());

    const target = revisions[0]!;
    const answers = await Promise.all([publisher, publisher, owner].map((client) => client.send('POST', `/api/admin/reviews/${target.id}/approve`, {})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await unread(editor)).toBe(1);
  });

  it('the unread count is one read by _id (the inbox); marking some read leaves the others; notifications from before inboxes are counted once', async () => {
    await markAllRead(publisher);
    const two = articles.slice(7, 9);
    for (const article of two) await submit(editor, (await saveRevision(editor, article._id, `<p>Inbox: ${article.title}</p>`)).id);
    const calls: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => void calls.push(`${collection}.${method}`));
    try {
      expect(await unread(publisher)).toBe(2);
    } finally {
      mongoose.set('debug', false);
    }
    expect(calls.filter((call) => call.startsWith('notification'))).toEqual(['notification_inboxes.findOne']);

    // Theirs, and the same event's notification of someone else (the site administrator), which stays unread.
    const [first] = (await list(publisher)).items;
    expect(
      (
        await okJson(
          UnreadCount,
          publisher.send('POST', '/api/admin/notifications/read', { ids: [first!.id, `${first!.id.split(':')[0]}:site-administrator`] }),
        )
      ).unread,
    ).toBe(1);
    expect((await list(publisher)).items.filter((item) => !item.read)).toHaveLength(1);

    // Notified before inboxes existed: no inbox, only their unread notifications.
    const { NotificationInbox } = api.deps.models;
    await NotificationInbox.deleteOne({ _id: (await api.deps.models.Person.findOne({ email: 'publisher-notify@example.com' }).lean())!._id });
    expect(await unread(publisher)).toBe(1);
    expect((await markAllRead(publisher)).unread).toBe(0);
    expect(await unread(publisher)).toBe(0);
  });

  it('a scheduled publish done tells its creator, and its publish tells the author', async () => {
    await Promise.all([markAllRead(publisher), markAllRead(editor)]);
    const article = articles[7]!;
    const revision = await saveRevision(editor, article._id, '<p>On a schedule.</p>');
    await submit(editor, revision.id);
    expect((await publisher.send('POST', `/api/admin/reviews/${revision.id}/approve`, { publishAt: inMs(60_000) })).status).toBe(200);
    expect(await texts(editor)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^publisher-notify approved “${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”; it is published at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$`,
        ),
      ),
    ]);
    await reviewModels(api.deps.conn).Schedule.updateOne({ revisionId: revision.id }, { $set: { runAt: new Date(Date.now() - 1000) } });
    const scheduler = startScheduler(api.deps, 0);
    expect(await scheduler.runDue()).toBe(1);
    await scheduler.stop();
    expect(await texts(publisher)).toEqual([
      `Your scheduled publish of “${article.title}” ran: published`,
      `editor-notify asked for a review of “${article.title}”`,
    ]);
    expect((await texts(editor))[0]).toBe(`publisher-notify published “${article.title}”`);
  });

  it('an invitation accepted tells whoever invited them', async () => {
    await markAllRead(owner);
    await acceptAndSignIn(api, await invite(owner, 'nina@example.com', 'viewer', 'Nina New'), '198.18.40.1');
    expect(await texts(owner)).toEqual(['Nina New accepted your invitation and joined as Viewer']);
    expect((await list(owner)).items[0]?.href).toBe('/admin/people');
  });
});

describe('the audit log’s people', () => {
  it('a removed person stays in the person filter, and their entries still read with their name', async () => {
    const invited = await invite(owner, 'gone@example.com', 'editor', 'Gwen Gone');
    const gone = asAdmin(api, (await acceptAndSignIn(api, invited, '198.18.41.1')).sessionToken);
    await saveRevision(gone, articles[8]!._id, '<p>Gwen was here.</p>');
    expect((await owner.send('DELETE', `/api/admin/people/${invited.person.id}`)).status).toBe(200);
    const people = await okJson(z.array(AuditPerson), owner.get('/api/admin/audit-log/people'));
    expect(people).toContainEqual({ id: invited.person.id, name: 'Gwen Gone', removed: true });
    expect(people).toContainEqual({ id: expect.any(String), name: 'editor-notify', removed: false });
    const entries = await okJson(z.array(AuditEntry), owner.get(`/api/admin/audit-log?personId=${invited.person.id}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['invitation.accept', 'revision.save', 'session.login']);
  });
});

describe('mail preference', () => {
  it('is "each" until the person chooses; a choice outside none, each and digest is a 400; the shared password has none to choose', async () => {
    expect(await okJson(NotificationSettings, editor.get('/api/admin/account/notifications'))).toEqual({ mail: 'each', mailConfigured: false });
    expect(await okJson(NotificationSettings, editor.send('PATCH', '/api/admin/account/notifications', { mail: 'digest' }))).toEqual({
      mail: 'digest',
      mailConfigured: false,
    });
    expect((await okJson(NotificationSettings, editor.get('/api/admin/account/notifications'))).mail).toBe('digest');
    const weekly = await editor.send('PATCH', '/api/admin/account/notifications', { mail: 'weekly' });
    expect(weekly.status).toBe(400);
    expect(await weekly.json()).toMatchObject({ code: 'validation' });
    expect((await owner.send('PATCH', '/api/admin/account/notifications', { mail: 'none' })).status).toBe(409);
    expect(await okJson(NotificationSettings, owner.get('/api/admin/account/notifications'))).toEqual({ mail: 'none', mailConfigured: false });
  });
});
