import useSWRMutation from 'swr/mutation';
import { request } from '../../client';
import { adminKeys } from './adminKeys';

interface SaveArg {
  articleId: string;
  content: string;
}

/** POST /api/admin/save-revision; the article's revisions are fetched again after it. */
export function useSaveRevision(token: string | null, articleId: string | null) {
  return useSWRMutation(
    adminKeys.revisions(token, articleId),
    ([, t], { arg }: { arg: SaveArg }) => request('saveRevision', { token: t, body: arg }),
  );
}
