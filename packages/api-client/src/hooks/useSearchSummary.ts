import useSWR from 'swr';
import { CONSTANTS } from '@kb/contracts';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * SPEC §7: the summary of a search, requested only when the summary toggle is on and the search found at
 * least one result; an answer is reused for 60 s.
 */
export function useSearchSummary(query: string | null | undefined, options: { enabled: boolean; resultCount: number }) {
  const q = query?.trim();
  const active = Boolean(q) && options.enabled && options.resultCount >= 1;
  const edition = useEdition();
  return useSWR(active ? keys.searchSummary(q!, edition) : null, () => request('searchSummary', { query: { q: q!, ...editionQuery(edition) } }), {
    revalidateIfStale: true,
    dedupingInterval: CONSTANTS.summaryCacheMs,
  });
}
