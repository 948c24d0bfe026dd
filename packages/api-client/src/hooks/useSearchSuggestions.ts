import useSWR from 'swr';
import { CONSTANTS } from '@kb/contracts';
import { request } from '../client';
import { keys } from '../keys';

/** SPEC §7: related searches, requested once the results have arrived (`enabled`); an answer is reused for 5 min. */
export function useSearchSuggestions(query: string | null | undefined, enabled: boolean) {
  const q = query?.trim();
  return useSWR(q && enabled ? keys.searchSuggestions(q) : null, ([, text]) => request('searchSuggestions', { query: { q: text } }), {
    revalidateIfStale: true,
    dedupingInterval: CONSTANTS.suggestionsCacheMs,
  });
}
