import useSWR from 'swr';
import { request } from '../client';
import { keys } from '../keys';

/** The versions readers may see, current first (`[]` on a site without versions); the page server sends them with every page. */
export function useVersions() {
  return useSWR(keys.versions(), () => request('versions', {}));
}
