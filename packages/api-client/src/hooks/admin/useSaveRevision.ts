import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

interface SaveArg {
  articleId: string;
  content: string;
  /** The working copy the text started from (see SaveRevisionRequest); left out when saving over a newer one. */
  baseRevisionId?: string | null;
}

/**
 * POST /api/admin/save-revision (in `version` when given: the revision is tagged with it); the article's revisions there
 * are fetched again after it, and the opened article (its working copy and state).
 */
export function useSaveRevision(token: string | null, articleId: string | null, version: string | null = null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminKeys.revisions(token, articleId, version), async ([, t, , v], { arg }: { arg: SaveArg }) => {
    const saved = await adminRequest('saveRevision', { token: t, body: v ? { ...arg, version: v } : arg });
    void mutate(adminKeys.articleContent(t, arg.articleId));
    return saved;
  });
}
