import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** POST /api/admin/reference-urls with the trimmed URL; the saved list is fetched again after it. */
export function useAddReferenceUrl(token: string | null) {
  return useSWRMutation(adminKeys.referenceUrls(token), ([, t], { arg }: { arg: string }) =>
    adminRequest('addReferenceUrl', { token: t, body: { url: arg.trim() } }),
  );
}
