import { useEffect, useRef, useState } from 'react';
import { request } from '@kb/api-client';
import type { SearchResult } from '@kb/contracts';
import { PALETTE_RESULTS_MAX } from './paletteItems';

/** Keystrokes closer together than this are one search, sent this long after the last of them. */
export const PALETTE_DEBOUNCE_MS = 100;

export type PaletteSearch =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: SearchResult[] }
  | { status: 'error'; query: string };

/**
 * Searches as the reader types. A keystroke after a pause searches at once; keystrokes that follow each
 * other within 100 ms are debounced into one search, 100 ms after the last. Each new query aborts the
 * request of the previous one, and an answer is only shown while its query is still the current one, so a
 * slow answer to an earlier keystroke never replaces a newer one.
 */
export function usePaletteSearch(query: string): PaletteSearch {
  const q = query.trim();
  const [state, setState] = useState<PaletteSearch>({ status: 'idle' });
  const lastChange = useRef(-Infinity);

  useEffect(() => {
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    const now = performance.now();
    const typing = now - lastChange.current < PALETTE_DEBOUNCE_MS;
    lastChange.current = now;
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading', query: q }));
    const controller = new AbortController();
    const send = () =>
      request('search', { query: { q, limit: PALETTE_RESULTS_MAX }, signal: controller.signal }).then(
        (results) => !controller.signal.aborted && setState({ status: 'done', query: q, results }),
        () => !controller.signal.aborted && setState({ status: 'error', query: q }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typing) timer = setTimeout(send, PALETTE_DEBOUNCE_MS);
    else void send();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return state;
}
