import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { useAuthoringRefresh } from './useAuthoringRefresh';

/** `version`: Unpublish or Restore in that version only (else the main line); delete is the article's in every version. */
type Arg = { id: string; action: 'unpublish' | 'restore'; version?: string | null } | { id: string; action: 'delete' };

/** Unpublish, Restore and delete of one article; then the views of the content are fetched again (a deleted article's own are emptied). */
export function useArticleLifecycle(token: string | null) {
  const refresh = useAuthoringRefresh(token);
  return useSWRMutation(['/api/admin/articles#lifecycle', token], async ([, t], { arg }: { arg: Arg }): Promise<unknown> => {
    if (arg.action === 'delete') {
      const answer = await adminRequest('deleteArticle', { token: t, params: { id: arg.id } });
      void refresh(arg.id);
      return answer;
    }
    const query = arg.version ? { version: arg.version } : {};
    const answer = await adminRequest(arg.action === 'unpublish' ? 'unpublishArticle' : 'restoreArticle', { token: t, params: { id: arg.id }, query });
    void refresh();
    return answer;
  });
}
