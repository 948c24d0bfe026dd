import type { Actor } from '@kb/contracts';
import type { Models } from '../models';
import { noteChanges, withChangeScope, type ChangeWriter, type FeedChanges } from '../events/changeScope';
import { recordAudit } from './recordAudit';

export type { ChangeWriter } from '../events/changeScope';

/** Who records the event of a change made outside a write's scope (an import from the command line). */
const SYSTEM: Actor = { personId: null, adminName: 'kb' };

/** The event of changes no other event carried: `content.change` (naming how many articles, when it knows). */
const recordChangeEvent = (models: Models, actor: Actor, changes?: FeedChanges) =>
  recordAudit(models, actor, 'content.change', changes?.changed ? `articles:${changes.changed.length}` : null, { changes });

/** Runs a write (an admin call, a schedule's run) as one scope of changes (changeScope), `actor`'s if it leaves changes behind. */
export const asOneWrite = <T>(models: Models, actor: Actor | null, write: () => Promise<T>): Promise<T> =>
  withChangeScope(write, () => recordChangeEvent(models, actor ?? SYSTEM));

/**
 * Notes that articles (by id), the categories or a version (readModel/versionRows) changed: the event the write
 * records carries them to the other instances, which reload them (events/eventFeed). Outside a write's scope the
 * change is an event of its own, `content.change`.
 */
export async function recordArticleChanges(models: Models, keys: readonly string[], writer: ChangeWriter): Promise<void> {
  if (keys.length === 0 || noteChanges({ changed: keys }, writer)) return;
  await recordChangeEvent(models, SYSTEM, { changed: [...keys], writer: writer?.instanceId ?? null });
}

export const recordArticleChange = (models: Models, key: string, writer: ChangeWriter) => recordArticleChanges(models, [key], writer);

/** A category change names no article: other instances reload the categories. */
export const recordCategoryChange = (models: Models, writer: ChangeWriter) => recordArticleChange(models, 'categories', writer);
