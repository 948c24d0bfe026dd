import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** The sidebar's way down to an article (each category on it with its page); nothing is asked without a slug. */
export function useSidebarPath(slug: string | null | undefined) {
  return useSWR(slug ? keys.sidebarPath(slug) : null, ([, s]) => request('sidebarPath', { params: { slug: s } }));
}
