import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/content-concepts: the concepts of the gap analysis. */
export function useContentConcepts(token: string | null) {
  return useSWR(token ? adminKeys.contentConcepts(token) : null, ([, t]) => adminRequest('contentConcepts', { token: t }));
}
