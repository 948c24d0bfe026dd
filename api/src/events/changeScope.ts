import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditEntryDoc, TranslationNote } from '../models';

/** What an event tells the instances that follow the log to reload (beside who did what). */
export type FeedChanges = Pick<AuditEntryDoc, 'changed' | 'translationNotes' | 'settingsChanged' | 'writer'>;

/**
 * Who made a change: the instance whose read model already holds it (its own follower skips the event), or null
 * for a writer with no read model (an import from the command line).
 */
export type ChangeWriter = { readonly instanceId: string } | null;

interface Scope {
  changed: Set<string>;
  translationNotes: TranslationNote[];
  settingsChanged: boolean;
  writer: string | null;
}

const scopes = new AsyncLocalStorage<Scope>();

const isEmpty = (scope: Scope) => scope.changed.size === 0 && scope.translationNotes.length === 0 && !scope.settingsChanged;

/**
 * Runs one write (an admin call, a schedule's run) so that what it changes is carried by the event it records,
 * one event per transition. Changes no event carried (the write failed after making them) are recorded by
 * `leftover` at the end, so other instances still see them.
 */
export async function withChangeScope<T>(write: () => Promise<T>, leftover: () => Promise<unknown>): Promise<T> {
  const scope: Scope = { changed: new Set(), translationNotes: [], settingsChanged: false, writer: null };
  try {
    return await scopes.run(scope, write);
  } finally {
    if (!isEmpty(scope)) await scopes.run(scope, leftover);
  }
}

/**
 * Notes a change for the event the write under way records next; false outside a write's scope (an import from
 * the command line, a test calling a command): the caller records an event of its own.
 */
export function noteChanges(
  change: { changed?: readonly string[]; translationNotes?: readonly TranslationNote[]; settingsChanged?: boolean },
  writer: ChangeWriter,
): boolean {
  const scope = scopes.getStore();
  if (!scope) return false;
  for (const key of change.changed ?? []) scope.changed.add(key);
  scope.translationNotes.push(...(change.translationNotes ?? []));
  scope.settingsChanged ||= change.settingsChanged ?? false;
  scope.writer = writer?.instanceId ?? scope.writer;
  return true;
}

/** The changes noted and not carried yet, for the event being recorded (then they are its own). */
export function takeChanges(): FeedChanges {
  const scope = scopes.getStore();
  if (!scope || isEmpty(scope)) return {};
  const taken: FeedChanges = {
    ...(scope.changed.size ? { changed: [...scope.changed] } : {}),
    ...(scope.translationNotes.length ? { translationNotes: [...scope.translationNotes] } : {}),
    ...(scope.settingsChanged ? { settingsChanged: true } : {}),
    writer: scope.writer,
  };
  scope.changed.clear();
  scope.translationNotes = [];
  scope.settingsChanged = false;
  return taken;
}
