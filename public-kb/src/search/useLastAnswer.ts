import { useState } from 'react';
import type { SearchResult } from '@kb/contracts';

export interface Answer {
  query: string;
  results: SearchResult[];
  /** The answer is to an earlier query: the one asked is still on its way. */
  updating: boolean;
}

/**
 * The results to show for `query`: its own once they have come; until then the previous answer, when it found
 * something, kept on screen as updating rather than a blank. An earlier answer without results is not kept: "no
 * results" is only ever said of the query asked.
 */
export function useLastAnswer(query: string, results: SearchResult[] | undefined): Answer | null {
  const [last, setLast] = useState<Omit<Answer, 'updating'> | null>(null);
  if (!results) return last?.results.length ? { ...last, updating: true } : null;
  if (last?.query !== query || last.results !== results) setLast({ query, results });
  return { query, results, updating: false };
}
