import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

interface SaveArg {
  articleId: string;
  content: string;
}

/** POST /api/admin/save-revision; the article's revisions are fetched again after it. */
export function useSaveRevision(token: string | null, articleId: string | null) {
  return useSWRMutation(
    adminKeys.revisions(token, articleId),
    ([, t], { arg }: { arg: SaveArg }) => adminRequest('saveRevision', { token: t, body: arg }),
  );
}
