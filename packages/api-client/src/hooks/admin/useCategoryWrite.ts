import useSWRMutation from 'swr/mutation';
import type { CallInput } from '@kb/api-client';
import { adminRequest } from './adminRequest';
import { useAuthoringRefresh } from './useAuthoringRefresh';

type Arg =
  | { kind: 'create'; body: NonNullable<CallInput<'createCategory'>['body']> }
  | { kind: 'update'; id: string; body: NonNullable<CallInput<'updateCategory'>['body']> }
  | { kind: 'delete'; id: string };

/** Category create, rename / slug / move / reorder, and delete. */
export function useCategoryWrite(token: string | null) {
  const refresh = useAuthoringRefresh(token);
  return useSWRMutation(
    ['/api/admin/categories#write', token],
    async ([, t], { arg }: { arg: Arg }): Promise<unknown> => {
      if (arg.kind === 'create') return adminRequest('createCategory', { token: t, body: arg.body });
      if (arg.kind === 'update') return adminRequest('updateCategory', { token: t, params: { id: arg.id }, body: arg.body });
      return adminRequest('deleteCategory', { token: t, params: { id: arg.id } });
    },
    { onSuccess: () => void refresh() },
  );
}
