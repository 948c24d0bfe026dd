import useSWRMutation from 'swr/mutation';
import { request } from '../../client';
import { adminKeys } from './adminKeys';

/** POST /api/admin/save-concept/{id}: turns a concept into an HTML draft; the saved-concepts list is fetched again. */
export function useSaveConcept(token: string | null) {
  return useSWRMutation(
    adminKeys.savedConcepts(token),
    ([, t], { arg }: { arg: string }) => request('saveConcept', { token: t, params: { id: arg } }),
  );
}
