import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** DELETE /api/admin/saved-concepts/{id}; the saved concepts are fetched again after it. */
export function useDeleteSavedConcept(token: string | null) {
  return useSWRMutation(adminKeys.savedConcepts(token), ([, t], { arg }: { arg: string }) =>
    adminRequest('deleteSavedConcept', { token: t, params: { id: arg } }),
  );
}
