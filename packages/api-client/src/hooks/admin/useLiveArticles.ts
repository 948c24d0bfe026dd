import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** SPEC §6: the live-articles tree is fetched only when a token exists. */
export function useLiveArticles(token: string | null) {
  return useSWR(token ? adminKeys.liveArticles(token) : null, ([, t]) => adminRequest('liveArticles', { token: t }));
}
