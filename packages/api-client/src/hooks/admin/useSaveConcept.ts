import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** POST /api/admin/save-concept/{id}: turns a concept into an HTML draft; the saved-concepts list is fetched again. */
export function useSaveConcept(token: string | null) {
  return useSWRMutation(adminKeys.savedConcepts(token), ([, t], { arg }: { arg: string }) => adminRequest('saveConcept', { token: t, params: { id: arg } }));
}
