import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** Drafts and unpublished articles, for the editor sidebar. */
export function useOffSiteArticles(token: string | null) {
  return useSWR(token ? adminKeys.offSiteArticles(token) : null, ([, t]) => adminRequest('offSiteArticles', { token: t }));
}
