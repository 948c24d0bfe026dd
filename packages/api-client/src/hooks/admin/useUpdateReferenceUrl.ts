import { useCallback } from 'react';
import useSWRMutation from 'swr/mutation';
import type { ReferenceUrl } from '@kb/contracts';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

interface UpdateArg {
  id: string;
  enabled: boolean;
}

function withEnabled(list: ReferenceUrl[] | undefined, arg: UpdateArg): ReferenceUrl[] {
  return (list ?? []).map((item) => (item.id === arg.id ? { ...item, enabled: arg.enabled } : item));
}

/**
 * PATCH /api/admin/reference-urls/{id}. `toggle` changes the checkbox in the cached list at once, rolls
 * it back if the call fails, and fetches the list again.
 */
export function useUpdateReferenceUrl(token: string | null) {
  const mutation = useSWRMutation(adminKeys.referenceUrls(token), ([, t], { arg }: { arg: UpdateArg }) =>
    adminRequest('updateReferenceUrl', { token: t, params: { id: arg.id }, body: { enabled: arg.enabled } }),
  );
  const { trigger } = mutation;
  const toggle = useCallback(
    (arg: UpdateArg) => trigger<ReferenceUrl[]>(arg, { optimisticData: (current) => withEnabled(current, arg), rollbackOnError: true }),
    [trigger],
  );
  return { toggle, isMutating: mutation.isMutating };
}
