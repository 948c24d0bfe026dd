import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** SPEC §6: the URL list runs only with a session token. */
export function useReferenceUrls(token: string | null) {
  return useSWR(token ? adminKeys.referenceUrls(token) : null, ([, t]) => adminRequest('referenceUrls', { token: t }));
}
