import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** DELETE /api/admin/reference-urls/{id}; the saved list is fetched again after it. */
export function useDeleteReferenceUrl(token: string | null) {
  return useSWRMutation(adminKeys.referenceUrls(token), ([, t], { arg }: { arg: string }) =>
    adminRequest('deleteReferenceUrl', { token: t, params: { id: arg } }),
  );
}
