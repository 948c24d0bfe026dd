import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/saved-concepts: id, title and description of each saved concept. */
export function useSavedConcepts(token: string | null) {
  return useSWR(token ? adminKeys.savedConcepts(token) : null, ([, t]) => adminRequest('savedConcepts', { token: t }));
}
