import useSWRMutation from 'swr/mutation';
import { request } from '../../client';
import { adminKeys } from './adminKeys';

/** DELETE /api/admin/reference-urls/{id}; the saved list is fetched again after it. */
export function useDeleteReferenceUrl(token: string | null) {
  return useSWRMutation(adminKeys.referenceUrls(token), ([, t], { arg }: { arg: string }) =>
    request('deleteReferenceUrl', { token: t, params: { id: arg } }),
  );
}
