import useSWR from 'swr';
import type { SidebarCategoryPage } from '@kb/contracts';
import { request } from '../client';
import { keys } from '../keys';

/**
 * One page of a sidebar category's articles with its child categories; nothing is asked while `id`
 * is null, nor when `initial` (the page as the way to the current article gave it) is there.
 */
export function useSidebarCategory(id: string | null, page: number, initial?: SidebarCategoryPage) {
  return useSWR(id ? keys.sidebarCategory(id, page) : null, ([, i, , p]) => request('sidebarCategory', { params: { id: i, page: Number(p) } }), {
    fallbackData: initial,
  });
}
