import useSWR, { type SWRResponse } from 'swr';
import { CONSTANTS, type ResponseOf } from '@kb/contracts';
import { request } from '../client';
import { editionQuery, useEdition } from '../edition';
import { keys } from '../keys';

/**
 * The top-level categories of the visitor sidebar, with SPEC §7's rules for the category list:
 * refetched on mount and window focus, not cached, 3 retries at 1 s.
 */
export function useSidebarRoots(): SWRResponse<ResponseOf<'sidebarRoots'>> {
  const edition = useEdition();
  return useSWR<ResponseOf<'sidebarRoots'>>(keys.sidebarRoots(edition), () => request('sidebarRoots', { query: editionQuery(edition) }), {
    revalidateOnMount: true,
    revalidateOnFocus: true,
    // SWR ignores focus for 5 s after a mount and after each focus refetch by default; the spec has no such pause.
    focusThrottleInterval: 0,
    revalidateIfStale: true,
    dedupingInterval: 0,
    shouldRetryOnError: true,
    errorRetryCount: CONSTANTS.categoriesRetries,
    errorRetryInterval: CONSTANTS.categoriesRetryMs,
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      if (retryCount > CONSTANTS.categoriesRetries) return;
      setTimeout(() => void revalidate({ retryCount }), CONSTANTS.categoriesRetryMs);
    },
  });
}
