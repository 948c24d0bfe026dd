import { DEFAULT_NOTIFICATION_MAIL, ROLE_LABELS, type Actor, type Notification, type NotificationKind, type Role } from '@kb/contracts';
import { trusted } from 'mongoose';
import { isDuplicateKey } from '../db/duplicateKey';
import { KeyedQueue } from '../db/keyedQueue';
import { Leases } from '../db/lease';
import type { AuditEntryDoc, Models, NotificationDoc, PersonDoc } from '../models';
import { readSharedPasswordSignIn } from '../settings/siteSettings';
import { notifierOf } from './notifier';

/** The recipient of the shared password's sessions (they have no person): as the audit log's person filter names them. */
const SITE_ADMINISTRATOR = 'site-administrator';

/** Who a recipient is: a person's id, or the site administrator. */
export const recipientOf = (actor: Actor): string => actor.personId ?? SITE_ADMINISTRATOR;

/** How many entries the console's list shows. */
const LIST_MAX = 30;

const quoted = (title: string | null | undefined) => `“${title ?? 'an article'}”`;
/** A value of an event's target (`… at:2025-01-01T10:00:00.000Z outcome:not published: …`): a last key takes the rest. */
const targetPart = (target: string | null, key: string) => new RegExp(`\\b${key}:(.*?)(?=\\s\\w+:|$)`).exec(target ?? '')?.[1]?.trim() ?? null;
const when = (iso: string | null) => (iso ? `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'a later time');

interface Derived {
  kind: NotificationKind;
  /** Who hears of it (ids or SITE_ADMINISTRATOR); the actor never hears of their own action. */
  recipients: string[];
  text: string;
  href: string;
}

/** The publishers and owners who may approve (and the site administrator while the shared password signs in). */
async function publishers(models: Models): Promise<string[]> {
  const people = await models.Person.find({ role: trusted({ $in: ['publisher', 'owner'] }) }, { _id: 1 }).lean<Pick<PersonDoc, '_id'>[]>();
  const shared = await readSharedPasswordSignIn(models);
  return [...people.map((person) => person._id), ...(shared.on ? [SITE_ADMINISTRATOR] : [])];
}

/**
 * What an event tells whom: a review requested, to the publishers; changes requested, approved or published, to
 * the author; a scheduled publish done or skipped, to its creator; an invitation accepted, to the inviter.
 * Other events tell nobody.
 */
async function derive(models: Models, event: AuditEntryDoc): Promise<Derived | null> {
  const actor = event.adminName;
  const title = quoted(event.articleTitle);
  const article = event.articleId ? `/admin/articles/${event.articleId}` : '/admin/articles';
  const concerned = event.concerns ? [recipientOf(event.concerns)] : [];
  switch (event.action) {
    case 'review.submit':
      return { kind: 'reviewRequested', recipients: await publishers(models), text: `${actor} asked for a review of ${title}`, href: '/admin/reviews' };
    case 'review.changesRequested':
      return { kind: 'changesRequested', recipients: concerned, text: `${actor} requested changes to ${title}`, href: article };
    case 'review.approved':
      return {
        kind: 'approved',
        recipients: concerned,
        text:
          event.stateAfter === 'live'
            ? `${actor} approved and published ${title}`
            : `${actor} approved ${title}; it is published at ${when(targetPart(event.target, 'at'))}`,
        href: article,
      };
    case 'revision.publish':
    case 'translation.publish':
      // The publish an approval makes is told as the approval.
      if (event.cause?.startsWith('review:')) return null;
      return {
        kind: 'published',
        recipients: concerned,
        text: `${actor} published ${title}${event.edition?.language ? ` (${event.edition.language})` : ''}`,
        href: article,
      };
    case 'schedule.ran':
      return {
        kind: 'scheduleDone',
        recipients: concerned,
        text: `Your scheduled ${targetPart(event.target, 'action') ?? 'publish'} of ${title} ran: ${targetPart(event.target, 'outcome') ?? 'done'}`,
        href: article,
      };
    case 'schedule.skipped':
      return {
        kind: 'scheduleSkipped',
        recipients: concerned,
        text: `Your scheduled ${targetPart(event.target, 'action') ?? 'publish'} of ${title} did not run: ${targetPart(event.target, 'outcome') ?? 'skipped'}`,
        href: article,
      };
    case 'invitation.accept': {
      const role = targetPart(event.target, 'role') as Role | null;
      return {
        kind: 'invitationAccepted',
        recipients: concerned,
        text: `${actor} accepted your invitation${role && ROLE_LABELS[role] ? ` and joined as ${ROLE_LABELS[role]}` : ''}`,
        href: '/admin/people',
      };
    }
    default:
      return null;
  }
}

/**
 * The notifications of an event, one row per recipient (inserts: `_id` is `<event>:<recipient>`, so an event
 * retried never notifies twice), then each mailed to whoever chose "each" (without waiting for the mail).
 * A failure here is logged, never the write's: the write and its event are done.
 */
export async function notifyOf(models: Models, event: AuditEntryDoc): Promise<void> {
  const notifier = notifierOf(models);
  try {
    const derived = await derive(models, event);
    if (!derived) return;
    const self = event.action.startsWith('schedule.') ? null : recipientOf({ personId: event.personId ?? null, adminName: event.adminName });
    const recipients = [...new Set(derived.recipients)].filter((recipient) => recipient !== self);
    if (!recipients.length) return;
    const { kind, text, href } = derived;
    const docs: NotificationDoc[] = recipients.map((recipient) => ({
      _id: `${event._id}:${recipient}`,
      recipient,
      eventId: event._id,
      kind,
      text,
      href,
      createdAt: event.createdAt,
      readAt: null,
      digestedAt: null,
    }));
    // The notifications and their recipients' inboxes at once: an id in an inbox a moment before its notification is
    // only counted early.
    const inserted = models.Notification.insertMany(docs, { ordered: false }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
    await Promise.all([inserted, ...docs.map((doc) => changeInbox(models, doc.recipient, (unread) => [...unread.filter((id) => id !== doc._id), doc._id]))]);
    if (notifier?.mailer.configured) void mailEach(models, docs).catch((err: unknown) => notifier.logger.warn({ err }, 'Mailing notifications failed'));
  } catch (err) {
    if (!notifier) throw err;
    notifier.logger.warn({ err, event: event._id }, 'Notifying of an event failed; the event is recorded');
  }
}

/** The mail preference of a person (DEFAULT_NOTIFICATION_MAIL until they choose). */
export const mailChoiceOf = (person: Pick<PersonDoc, 'notificationMail'>) => person.notificationMail ?? DEFAULT_NOTIFICATION_MAIL;

/** Mails each notification to its recipient who chose "each" (people only: the site administrator has no address). */
async function mailEach(models: Models, docs: NotificationDoc[]): Promise<void> {
  const notifier = notifierOf(models);
  if (!notifier) return;
  const ids = docs.map((doc) => doc.recipient).filter((recipient) => recipient !== SITE_ADMINISTRATOR);
  if (!ids.length) return;
  const people = await models.Person.find({ _id: trusted({ $in: ids }) }, { email: 1, name: 1, notificationMail: 1 }).lean<PersonDoc[]>();
  const byId = new Map(people.map((person) => [person._id, person]));
  await Promise.all(
    docs.map(async (doc) => {
      const person = byId.get(doc.recipient);
      if (!person || mailChoiceOf(person) !== 'each') return;
      await notifier.mailer.sendText({
        to: person.email,
        subject: doc.text,
        text: [
          `Hello ${person.name},`,
          '',
          `${doc.text}.`,
          notifier.link(doc.href),
          '',
          'You can change which mail you get under Account in the admin console.',
        ].join('\n'),
      });
    }),
  );
}

function presentNotification(doc: NotificationDoc): Notification {
  return { id: doc._id, kind: doc.kind, text: doc.text, href: doc.href, createdAt: new Date(doc.createdAt).toISOString(), read: doc.readAt !== null };
}

/** Each connection's queue of inbox writes: one recipient's at a time, in this process and (by a lease) across instances. */
const inboxQueues = new WeakMap<object, KeyedQueue>();
function inboxWrites(models: Models): KeyedQueue {
  const conn = models.NotificationInbox.db;
  let queue = inboxQueues.get(conn);
  if (!queue) inboxQueues.set(conn, (queue = new KeyedQueue({ leases: new Leases(conn), name: 'inbox' })));
  return queue;
}

/**
 * The ids of the recipient's unread notifications: one read by `_id`. A recipient without an inbox yet (notified
 * before inboxes existed) has theirs made once from their notifications, in their write queue.
 */
async function unreadIds(models: Models, recipient: string): Promise<string[]> {
  const inbox = await models.NotificationInbox.findById(recipient, { unread: 1 }).lean();
  return inbox ? inbox.unread : changeInbox(models, recipient, (unread) => unread);
}

/** Changes the recipient's inbox in their write queue; answers the unread ids it holds after. */
function changeInbox(models: Models, recipient: string, change: (unread: string[]) => string[] | Promise<string[]>): Promise<string[]> {
  return inboxWrites(models).run(recipient, async () => {
    const inbox = await models.NotificationInbox.findById(recipient, { unread: 1 }).lean();
    const before = inbox
      ? inbox.unread
      : (await models.Notification.find({ recipient, readAt: null }, { _id: 1 }).sort({ createdAt: 1 }).lean<Pick<NotificationDoc, '_id'>[]>()).map(
          (doc) => doc._id,
        );
    const unread = await change(before);
    if (!inbox || unread.length !== before.length || unread.some((id, i) => id !== before[i]))
      await models.NotificationInbox.updateOne({ _id: recipient }, { $set: { unread } }, { upsert: true });
    return unread;
  });
}

/** The recipient's unread count: one read of their inbox by `_id`. */
export async function unreadCount(models: Models, recipient: string): Promise<number> {
  return (await unreadIds(models, recipient)).length;
}

/** The recipient's newest notifications, read or not, and their unread count. */
export async function listNotifications(models: Models, recipient: string): Promise<{ unread: number; items: Notification[] }> {
  const [docs, unread] = await Promise.all([
    models.Notification.find({ recipient }).sort({ createdAt: -1, _id: -1 }).limit(LIST_MAX).lean<NotificationDoc[]>(),
    unreadCount(models, recipient),
  ]);
  return { unread, items: docs.map(presentNotification) };
}

/**
 * Marks the recipient's notifications read (the ones named, or all unread), in their write queue: each by a plain
 * update by `_id`, and only those in their own inbox. Answers the unread count left.
 */
export async function markRead(models: Models, recipient: string, ids?: string[]): Promise<number> {
  const readAt = new Date();
  const left = await changeInbox(models, recipient, async (unread) => {
    const marked = ids ? unread.filter((id) => ids.includes(id)) : unread;
    await Promise.all(marked.map((_id) => models.Notification.updateOne({ _id }, { $set: { readAt } })));
    return unread.filter((id) => !marked.includes(id));
  });
  return left.length;
}
