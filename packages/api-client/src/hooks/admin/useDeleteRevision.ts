import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** DELETE /api/admin/revisions/{id}; SPEC §4: deleting a revision refreshes the list (the one of `version`, when given). */
export function useDeleteRevision(token: string | null, articleId: string | null, version: string | null = null) {
  return useSWRMutation(adminKeys.revisions(token, articleId, version), ([, t], { arg }: { arg: string }) =>
    adminRequest('deleteRevision', { token: t, params: { revisionId: arg } }),
  );
}
