import { z } from './zod';
import { Id } from './entities';
import { LIFECYCLE_STATES } from './lifecycle';

/**
 * The states of an edition in the content lifecycle (issue 41) as an event names them before and after, where the
 * write knew them: the lifecycle's states (lifecycle.ts: Draft, In review, Changes requested, Approved
 * (scheduled), Live, Live with unpublished changes, Unpublished).
 */
export const EventState = z.enum(LIFECYCLE_STATES);
export type EventState = z.infer<typeof EventState>;

/** Which edition an event is about: the version's name (null: the main line) and the language (null: the source language). */
export const EventEdition = z.object({ version: z.string().nullable(), language: z.string().nullable() });
export type EventEdition = z.infer<typeof EventEdition>;

/** One person as the audit log's filter lists them: everyone on the team, and people since removed whose entries remain. */
export const AuditPerson = z.object({ id: Id, name: z.string(), removed: z.boolean() });
export type AuditPerson = z.infer<typeof AuditPerson>;

/** How a person hears of their notifications by mail (when the site sends mail): not at all, each at once, or one mail a day. */
export const NOTIFICATION_MAIL = ['none', 'each', 'digest'] as const;
export const NotificationMail = z.enum(NOTIFICATION_MAIL, { error: `mail must be one of ${NOTIFICATION_MAIL.join(', ')}` });
export type NotificationMail = z.infer<typeof NotificationMail>;
/** What a person who never chose gets (docs/decisions/0151-notification-mail-each-by-default.md). */
export const DEFAULT_NOTIFICATION_MAIL: NotificationMail = 'each';

export const NotificationSettings = z.object({
  mail: NotificationMail,
  /** Whether the site can send mail at all (SMTP_URL); without it the choice is kept for later. */
  mailConfigured: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const UpdateNotificationSettingsRequest = z.object({ mail: NotificationMail });
export type UpdateNotificationSettingsRequest = z.input<typeof UpdateNotificationSettingsRequest>;

export const NOTIFICATION_KINDS = [
  'reviewRequested',
  'changesRequested',
  'approved',
  'published',
  'scheduleDone',
  'scheduleSkipped',
  'invitationAccepted',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** One entry of a person's notifications: a sentence with names and titles, where it leads in the console, and whether it was read. */
export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  text: z.string(),
  /** A path in the console: the Review queue, the article in the editor, or People. */
  href: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationList = z.object({ unread: z.number().int().min(0), items: z.array(Notification) });
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** A notification's id: its event's and its recipient's (a person's id, or the shared password's administrator). */
const NotificationId = z.string().regex(/^[0-9a-f-]{36}:([0-9a-f-]{36}|site-administrator)$/, 'Not a notification id');

/**
 * Mark read: the entries named, or every unread entry of the caller when `ids` is left out ("Mark all read"). Strict:
 * a body with anything else is a 400, not a "mark all".
 */
export const MarkNotificationsReadRequest = z.strictObject({ ids: z.array(NotificationId).max(500).optional() });
export type MarkNotificationsReadRequest = z.input<typeof MarkNotificationsReadRequest>;
