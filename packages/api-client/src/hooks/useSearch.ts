import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** SPEC §7: search results for a trimmed query; fetched again on every mount (not cached), never on focus. */
export function useSearch(query: string | null | undefined) {
  const q = query?.trim();
  return useSWR(q ? keys.search(q) : null, ([, text]) => request('search', { query: { q: text } }), {
    revalidateOnMount: true,
  });
}
