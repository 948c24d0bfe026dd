import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

interface SaveArg {
  articleId: string;
  content: string;
}

/** POST /api/admin/save-revision (in `version` when given: the revision is tagged with it); the article's revisions there are fetched again after it. */
export function useSaveRevision(token: string | null, articleId: string | null, version: string | null = null) {
  return useSWRMutation(adminKeys.revisions(token, articleId, version), ([, t, , v], { arg }: { arg: SaveArg }) =>
    adminRequest('saveRevision', { token: t, body: v ? { ...arg, version: v } : arg }),
  );
}
