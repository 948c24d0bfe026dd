import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/** A category's page: a page (from 0) of its articles, its child categories and the categories above it. */
export function useCategoryListing(slug: string | undefined, page: number) {
  const edition = useEdition();
  return useSWR(slug ? keys.categoryListing(slug, page, edition) : null, () =>
    request('categoryListing', { params: { slug: slug!, page }, query: editionQuery(edition) }),
  );
}
