import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/** The sidebar's way down to an article (each category on it with its page); nothing is asked without a slug. */
export function useSidebarPath(slug: string | null | undefined) {
  const edition = useEdition();
  return useSWR(slug ? keys.sidebarPath(slug, edition) : null, () => request('sidebarPath', { params: { slug: slug! }, query: editionQuery(edition) }));
}
