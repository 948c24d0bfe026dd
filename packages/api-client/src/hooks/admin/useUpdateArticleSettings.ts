import useSWRMutation from 'swr/mutation';
import type { CallInput } from '@kb/api-client';
import { adminRequest } from './adminRequest';
import { useAuthoringRefresh } from './useAuthoringRefresh';

type Arg = { id: string; body: NonNullable<CallInput<'updateArticleSettings'>['body']> };

/** PATCH /api/admin/articles/{id}: Settings (title, slug, category, order, SEO fields). */
export function useUpdateArticleSettings(token: string | null) {
  const refresh = useAuthoringRefresh(token);
  return useSWRMutation(
    ['/api/admin/articles#settings', token],
    ([, t], { arg }: { arg: Arg }) => adminRequest('updateArticleSettings', { token: t, params: { id: arg.id }, body: arg.body }),
    { onSuccess: () => void refresh() },
  );
}
