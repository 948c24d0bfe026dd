import type { Actor, EventEdition, EventState } from '@kb/contracts';
import type { ArticleDoc, AuditEntryDoc, Models, RevisionDoc } from '../models';
import { statusOf } from '../models/articleStatus';
import { currentEventCause } from '../events/eventCause';
import { takeChanges, type FeedChanges } from '../events/changeScope';
import { appendEvent } from '../events/eventLog';
import { notifyOf } from '../events/notifications';
import { forgetWorkSets } from '../reviews/workSets';

/** What a lifecycle write tells the event log besides who did what (every field where the write knows it). */
export interface EventFields {
  /** The article, with its title at the time. */
  article?: { id: string; title: string } | null;
  edition?: EventEdition | null;
  before?: EventState | null;
  after?: EventState | null;
  revisionIds?: readonly string[];
  /** Whom it concerns besides the actor: the author of the reviewed or published revision, a schedule's creator, the inviter. */
  concerns?: Actor | null;
  /** What other instances reload, when the write runs outside a write's scope (else the changes noted in it). */
  changes?: FeedChanges;
}

/**
 * Appends one event to the event log (the audit log: insert-only, numbered: eventLog) for an admin action, with who
 * did it, for a lifecycle write the article, edition, states and revisions, and what the write changed for other
 * instances to reload (the changes noted in its scope: changeScope); then the notifications it makes.
 */
export async function recordAudit(models: Models, actor: Actor, action: string, target: string | null = null, event: EventFields = {}): Promise<void> {
  const doc: Omit<AuditEntryDoc, '_id'> = {
    adminName: actor.adminName,
    personId: actor.personId,
    action,
    target,
    createdAt: new Date(),
    ...(event.article ? { articleId: event.article.id, articleTitle: event.article.title } : {}),
    ...(event.edition ? { edition: event.edition } : {}),
    ...(event.before ? { stateBefore: event.before } : {}),
    ...(event.after ? { stateAfter: event.after } : {}),
    ...(event.revisionIds?.length ? { revisionIds: [...event.revisionIds] } : {}),
    ...(event.concerns ? { concerns: { personId: event.concerns.personId, adminName: event.concerns.adminName } } : {}),
    ...(currentEventCause() ? { cause: currentEventCause() } : {}),
    ...takeChanges(),
    ...event.changes,
  };
  const created = await appendEvent(models, doc);
  // The console's "In review" and "Needs a publisher" are read again after a review or a schedule changed.
  if (action.startsWith('review.') || action.startsWith('schedule.')) forgetWorkSets(models.AuditEntry.db);
  await notifyOf(models, created);
}

/** The edition of a write in the main line's source language, or in a fork (`version` by name). */
export const editionOf = (version: string | null = null, language: string | null = null): EventEdition => ({ version, language });

/** An article's lifecycle state as its stored status tells it (the working copy's unsaved changes aside). */
export function stateOf(article: Pick<ArticleDoc, 'status'>): EventState {
  return { draft: 'draft', published: 'live', unpublished: 'unpublished' }[statusOf(article)] as EventState;
}

/** The article as an event names it: its id and its title at the time. */
export const articleRef = (article: Pick<ArticleDoc, '_id' | 'title'>) => ({ id: article._id, title: article.title });

/** Who wrote a revision, as an event's `concerns` names them. */
export const authorOf = (revision: Pick<RevisionDoc, 'personId' | 'adminName'>): Actor => ({
  personId: revision.personId ?? null,
  adminName: revision.adminName,
});
