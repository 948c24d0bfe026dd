import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys, isContentView } from './adminKeys';

/** POST /api/admin/publish-revision/{id} (in `version` when given); SPEC §4: publishing refreshes the revisions and the live articles (and the drafts). */
export function usePublishRevision(token: string | null, articleId: string | null, version: string | null = null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    adminKeys.revisions(token, articleId, version),
    ([, t, , v], { arg }: { arg: string }) => adminRequest('publishRevision', { token: t, params: { revisionId: arg }, query: v ? { version: v } : {} }),
    {
      onSuccess: () => {
        // A draft's first publish moves it from the drafts to the live tree (and its concept shows it published).
        for (const key of [
          adminKeys.liveArticles(token),
          adminKeys.offSiteArticles(token),
          adminKeys.articleSettings(token, articleId),
          adminKeys.savedConcepts(token),
        ])
          void mutate(key);
        void mutate(isContentView);
      },
    },
  );
}
