import useSWRMutation from 'swr/mutation';
import type { CallInput } from '@kb/api-client';
import { adminRequest } from './adminRequest';
import { useAuthoringRefresh } from './useAuthoringRefresh';

/** POST /api/admin/articles: "New article" and "Create article" (a draft). */
export function useCreateArticle(token: string | null) {
  const refresh = useAuthoringRefresh(token);
  return useSWRMutation(
    ['/api/admin/articles#create', token],
    ([, t], { arg }: { arg: NonNullable<CallInput<'createArticle'>['body']> }) => adminRequest('createArticle', { token: t, body: arg }),
    { onSuccess: () => void refresh() },
  );
}
