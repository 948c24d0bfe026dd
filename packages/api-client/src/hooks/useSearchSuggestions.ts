import useSWR from 'swr';
import { CONSTANTS } from '@kb/contracts';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/** SPEC §7: related searches, requested once the results have arrived (`enabled`); an answer is reused for 5 min. */
export function useSearchSuggestions(query: string | null | undefined, enabled: boolean) {
  const q = query?.trim();
  const edition = useEdition();
  return useSWR(q && enabled ? keys.searchSuggestions(q, edition) : null, () => request('searchSuggestions', { query: { q: q!, ...editionQuery(edition) } }), {
    revalidateIfStale: true,
    dedupingInterval: CONSTANTS.suggestionsCacheMs,
  });
}
