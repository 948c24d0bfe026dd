import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** A category's page: a page (from 0) of its articles, its child categories and the categories above it. */
export function useCategoryListing(slug: string | undefined, page: number) {
  return useSWR(slug ? keys.categoryListing(slug, page) : null, ([, s, p]) => request('categoryListing', { params: { slug: s, page: Number(p) } }));
}
