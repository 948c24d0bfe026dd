import useSWR from 'swr';
import { keys, request } from '@kb/api-client';

/**
 * The versions readers may see, current first (`[]` on a site without versions); the page server sends them
 * with every page. Here rather than in @kb/api-client: only the `Editions` module asks, and visitors of a site
 * without versions never download it.
 */
export function useVersions() {
  return useSWR(keys.versions(), () => request('versions', {}));
}
