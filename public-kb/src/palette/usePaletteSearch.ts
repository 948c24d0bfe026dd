import { useCallback, useEffect, useRef, useState } from 'react';
import { editionQuery, recordSearch, request, useEdition } from '@kb/api-client';
import type { SearchResult } from '@kb/contracts';
import { PALETTE_RESULTS_MAX } from './paletteItems';

/** Keystrokes closer together than this are one search, sent this long after the last of them. */
const PALETTE_DEBOUNCE_MS = 100;
/** A query whose results the reader has had on screen this long is counted as a search (Insights). */
export const PALETTE_SETTLE_MS = 1000;

interface PaletteAnswer {
  status: 'done';
  query: string;
  results: SearchResult[];
}

/**
 * `shown` while loading: the previous answer, when it found something, kept on screen (marked as updating) until
 * the answer to the text typed comes. An earlier answer without results is not kept: "no results" is only ever
 * said of the text typed.
 */
export type PaletteSearch =
  { status: 'idle' } | { status: 'loading'; query: string; shown: PaletteAnswer | null } | PaletteAnswer | { status: 'error'; query: string };

/** Whether the search shows the answer to `query` (the trimmed text typed), its results or its failure. */
export const answers = (search: PaletteSearch, query: string) => (search.status === 'done' || search.status === 'error') && search.query === query;

/**
 * Searches as the reader types. A keystroke after a pause searches at once; keystrokes that follow each
 * other within 100 ms are debounced into one search, 100 ms after the last. Each new query aborts the
 * request of the previous one, and an answer is only taken while its query is still the current one, so a
 * slow answer to an earlier keystroke never replaces a newer one. While a query is searched, the previous
 * answer stays on screen if it found something (`shown`).
 *
 * Searching counts nothing in Insights; the query the reader settles on is counted (a search event,
 * `recordSearch`): once its results have been on screen for PALETTE_SETTLE_MS, or at once by
 * `settle(query)` (the reader opens one of its results, reports it missing or closes the palette).
 */
export function usePaletteSearch(query: string): [PaletteSearch, settle: (query?: string) => void] {
  const q = query.trim();
  const edition = useEdition();
  const [state, setState] = useState<PaletteSearch>({ status: 'idle' });
  const lastChange = useRef(-Infinity);
  const shown = useRef('');
  const counted = useRef('');

  const settle = useCallback((chosen?: string) => {
    const settled = chosen ?? shown.current;
    if (!settled || counted.current === settled) return;
    counted.current = settled;
    recordSearch(settled);
  }, []);

  useEffect(() => {
    shown.current = '';
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    const now = performance.now();
    const typing = now - lastChange.current < PALETTE_DEBOUNCE_MS;
    lastChange.current = now;
    setState((previous) => ({
      status: 'loading',
      query: q,
      shown: previous.status === 'done' ? (previous.results.length > 0 ? previous : null) : previous.status === 'loading' ? previous.shown : null,
    }));
    const controller = new AbortController();
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const send = () =>
      request('search', { query: { q, limit: PALETTE_RESULTS_MAX, ...editionQuery(edition) }, signal: controller.signal }).then(
        (results) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', query: q, results });
          shown.current = q;
          settleTimer = setTimeout(() => settle(), PALETTE_SETTLE_MS);
        },
        () => !controller.signal.aborted && setState({ status: 'error', query: q }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (typing) timer = setTimeout(send, PALETTE_DEBOUNCE_MS);
    else void send();
    return () => {
      clearTimeout(timer);
      clearTimeout(settleTimer);
      controller.abort();
    };
  }, [q, settle, edition]);

  return [state, settle];
}
