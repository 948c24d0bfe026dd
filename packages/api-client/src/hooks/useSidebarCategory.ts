import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SidebarCategoryPage } from '@kb/contracts';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * One page of a sidebar category's articles with its child categories; nothing is asked while `id`
 * is null, nor when `initial` (the page as the way to the current article gave it) is there. `initial`
 * is kept in the cache: once the reader moves to an article elsewhere it is no longer passed, and the
 * page (not asked again, reads are never stale) must still be there.
 */
export function useSidebarCategory(id: string | null, page: number, initial?: SidebarCategoryPage) {
  const edition = useEdition();
  const key = id ? keys.sidebarCategory(id, page, edition) : null;
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (id && initial) void mutate(keys.sidebarCategory(id, page, edition), initial, { revalidate: false });
  }, [id, page, initial, mutate, edition]);
  return useSWR(key, () => request('sidebarCategory', { params: { id: id!, page }, query: editionQuery(edition) }), {
    fallbackData: initial,
  });
}
