import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/** SPEC §7: search results for a trimmed query; fetched again on every mount (not cached), never on focus. */
export function useSearch(query: string | null | undefined) {
  const q = query?.trim();
  const edition = useEdition();
  return useSWR(q ? keys.search(q, edition) : null, () => request('search', { query: { q: q!, ...editionQuery(edition) } }), {
    revalidateOnMount: true,
  });
}
