import type { ContentState, EditorChangeType, EditorState } from 'draft-js';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { toHtml } from './html/toHtml';

/** The kinds of change draft-js makes as a person types (commands of ours make them too, and report at once). */
export const TYPING: ReadonlySet<EditorChangeType> = new Set<EditorChangeType>([
  'insert-characters',
  'backspace-character',
  'delete-character',
  'remove-range',
]);
/** The pause in typing after which the text is reported. */
export const TYPING_PAUSE_MS = 400;
/**
 * While typing goes on without a pause, the text is still reported this often (rarely: a report in the middle of
 * typing delays the next key by the time it takes, and people pause far more often).
 */
export const TYPING_MAX_WAIT_MS = 10_000;

export interface HtmlReport {
  /** The content changed; `typing` lets its HTML wait for a pause in typing, anything else reports at once. */
  changed(typing: boolean): void;
  /** Reports a change still waiting, now (the editor lost the focus; Save was pressed). */
  now(): void;
}

/**
 * Reports the editor's content as HTML to `onChange`, or the HTML it was given while the content is back to where it
 * started. Writing a whole article as HTML takes longer than a frame in a long article, so a keystroke does not: typed
 * text is reported after a pause of {@link TYPING_PAUSE_MS} (at least every {@link TYPING_MAX_WAIT_MS} while typing
 * goes on), when the editor loses the focus, on a press outside its text (Save, Publish, another mode, a link) and on
 * Ctrl/⌘+S.
 * Every other change (a command, a paste, a table or an image) is reported at once.
 */
export function useHtmlReport(
  state: RefObject<EditorState>,
  surface: RefObject<HTMLElement | null>,
  initialHtml: string,
  initialExport: string,
  onChange: (html: string) => void,
): HtmlReport {
  // The HTML the editor was mounted with (the parent passes its text back in as it changes: that is not where it started).
  const start = useRef({ initialHtml, initialExport }).current;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const waiting = useRef<{ pause: ReturnType<typeof setTimeout>; since: number } | null>(null);
  /** The content last reported: a blur after a report has nothing new to say. */
  const reported = useRef<ContentState | null>(null);

  const report = useMemo<HtmlReport>(() => {
    const now = () => {
      if (waiting.current) clearTimeout(waiting.current.pause);
      waiting.current = null;
      const content = state.current!.getCurrentContent();
      if (content === reported.current) return;
      reported.current = content;
      const html = toHtml(content);
      latestOnChange.current(html === start.initialExport ? start.initialHtml : html);
    };
    return {
      now,
      changed: (typing) => {
        if (!typing) return now();
        const since = waiting.current?.since ?? Date.now();
        if (waiting.current) clearTimeout(waiting.current.pause);
        if (Date.now() - since >= TYPING_MAX_WAIT_MS) return now();
        waiting.current = { pause: setTimeout(now, TYPING_PAUSE_MS), since };
      },
    };
  }, [state, start]);

  useEffect(() => {
    reported.current = state.current!.getCurrentContent();
    // A press anywhere outside the text (Save, Publish, a link; a tap that moves no focus, as on Safari) reports first:
    // the page has the text before the press becomes a click.
    const pressed = (event: PointerEvent) => {
      if (!surface.current?.contains(event.target as Node)) report.now();
    };
    document.addEventListener('pointerdown', pressed, true);
    // A report still waiting is dropped with the editor: it is unmounted when other text is loaded into it, which must not be overwritten.
    return () => {
      document.removeEventListener('pointerdown', pressed, true);
      if (waiting.current) clearTimeout(waiting.current.pause);
    };
  }, [state, surface, report]);
  return report;
}
