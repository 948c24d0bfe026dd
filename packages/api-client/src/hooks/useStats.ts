import useSWR from 'swr';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

export function useStats() {
  const edition = useEdition();
  return useSWR(keys.stats(edition), () => request('stats', { query: editionQuery(edition) }));
}
