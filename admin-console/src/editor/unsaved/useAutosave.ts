import { useEffect, useRef } from 'react';
import { writeAutosave } from '@kb/api-client/admin';

/** At most one autosave call per this while a person types. */
export const AUTOSAVE_EVERY_MS = 5_000;

/** The article being edited and its text, as the editor has it. */
export interface Editing {
  token: string;
  articleId: string;
  /** The version it is edited in (null: the main line). */
  version: string | null;
  text: string;
  dirty: boolean;
  /** The working copy the text started from (null: none was saved yet). */
  baseRevisionId: string | null;
}

/**
 * Autosaves the editor's text on the server while it is unsaved: at once, then at most every 5 s while the person
 * types; at once when the page is hidden and when the article is left. Text typed back to the saved text, or saved,
 * removes the autosave. A failed call is left to the next one (the text is still in the editor).
 */
/** `paused`: nothing is written meanwhile (the autosave is being read, or offered back). */
export function useAutosave({ token, articleId, version, text, dirty, baseRevisionId, paused }: Editing & { paused: boolean }): void {
  const latest = useRef({ text, dirty, baseRevisionId });
  const schedule = useRef<() => void>(() => {});
  // Updated in an effect, not while rendering: leaving an article sends that article's text, not the next one's.
  useEffect(() => {
    latest.current = { text, dirty, baseRevisionId };
  });

  useEffect(() => {
    if (paused) return;
    let lastAt = -Infinity;
    /** The text the server has (null: none from this editing; undefined: unknown, after a failed call). */
    let sent: string | null | undefined = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      const now = latest.current;
      if (sent !== undefined && (now.dirty ? now.text === sent : sent === null)) return;
      lastAt = Date.now();
      sent = now.dirty ? now.text : null;
      writeAutosave(token, articleId, version, now.dirty ? { text: now.text, baseRevisionId: now.baseRevisionId } : null).catch(() => {
        sent = undefined;
      });
    };
    schedule.current = () => {
      timer ??= setTimeout(flush, Math.max(0, lastAt + AUTOSAVE_EVERY_MS - Date.now()));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule.current();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      schedule.current = () => {};
      flush();
    };
  }, [token, articleId, version, paused]);

  useEffect(() => schedule.current(), [text, dirty]);
}
