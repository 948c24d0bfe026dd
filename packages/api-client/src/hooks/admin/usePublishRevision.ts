import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { request } from '../../client';
import { adminKeys } from './adminKeys';

/** POST /api/admin/publish-revision/{id}; SPEC §4: publishing refreshes the revisions and the live articles. */
export function usePublishRevision(token: string | null, articleId: string | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    adminKeys.revisions(token, articleId),
    ([, t], { arg }: { arg: string }) => request('publishRevision', { token: t, params: { revisionId: arg } }),
    { onSuccess: () => void mutate(adminKeys.liveArticles(token)) },
  );
}
