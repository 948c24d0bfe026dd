import type { Actor, EventState, NotificationKind } from '@kb/contracts';

/** The event log's stored shapes (api/src/events): its entries, and the notifications and digests made from them. */

/** A translation saved or published (an event's): other instances note the draft, or reload the published translation. */
export interface TranslationNote {
  key: string;
  kind: 'save' | 'publish';
  /** The saved revision's time (a save), so no revision has to be read to know a draft is newer. */
  revisionAt: Date;
}

/**
 * The event log (issue 41): insert-only, one entry per admin action (sign-in, save, publish, delete, URL
 * change, analysis), with who did it. A lifecycle write also names the article (its title at the time), the
 * edition, the states before and after where known, the revisions and whom it concerns: the audit log reads
 * it as sentences, and notifications are derived from it (api/src/events).
 */
export interface AuditEntryDoc {
  _id: string;
  adminName: string;
  personId?: string | null;
  action: string;
  target: string | null;
  createdAt: Date;
  articleId?: string | null;
  articleTitle?: string | null;
  edition?: { version: string | null; language: string | null } | null;
  stateBefore?: EventState | null;
  stateAfter?: EventState | null;
  revisionIds?: string[];
  concerns?: Actor | null;
  /** What made this write (`review:<id>`, `schedule:<id>`) when another write did it, e.g. the publish an approval makes. */
  cause?: string | null;
  /** What other instances reload (events/eventFeed): articles by id, `categories`, version changes (readModel/versionRows). */
  changed?: string[];
  /** Translations saved or published. */
  translationNotes?: TranslationNote[];
  /** The site settings changed. */
  settingsChanged?: boolean;
  /** The instance that made the change and holds it already (its follower skips it); null from the command line. */
  writer?: string | null;
}

/**
 * One notification of one recipient (a person's id, or `site-administrator` for the shared password's sessions):
 * `_id` is `<event id>:<recipient>`, so an event notifies each recipient once. Inserted once; `readAt` and
 * `mailedAt` are set by plain updates by `_id`.
 */
export interface NotificationDoc {
  _id: string;
  recipient: string;
  eventId: string;
  kind: NotificationKind;
  text: string;
  href: string;
  createdAt: Date;
  readAt: Date | null;
  /** When it went out in a daily digest (people who chose the digest). */
  digestedAt: Date | null;
}

/**
 * One recipient's unread notifications by id (`_id` is the recipient): the unread count is one read by `_id`, which
 * every engine answers from its index (a count over `recipient` reads every notification on the embedded
 * database). Written in the recipient's write queue (a lease across instances), beside the notifications themselves.
 */
export interface NotificationInboxDoc {
  _id: string;
  unread: string[];
}

/** One daily digest of one person: `_id` is `<person id>:<day>`, so of instances running the digest at once one sends it. */
export interface DigestRunDoc {
  _id: string;
  at: Date;
}
