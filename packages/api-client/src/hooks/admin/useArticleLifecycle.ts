import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { useAuthoringRefresh } from './useAuthoringRefresh';

type Arg = { id: string; action: 'unpublish' | 'restore' | 'delete' };
const CALLS = { unpublish: 'unpublishArticle', restore: 'restoreArticle', delete: 'deleteArticle' } as const;

/** Unpublish, Restore and delete of one article. */
export function useArticleLifecycle(token: string | null) {
  const refresh = useAuthoringRefresh(token);
  return useSWRMutation(
    ['/api/admin/articles#lifecycle', token],
    async ([, t], { arg }: { arg: Arg }): Promise<unknown> => adminRequest(CALLS[arg.action], { token: t, params: { id: arg.id } }),
    { onSuccess: () => void refresh() },
  );
}
