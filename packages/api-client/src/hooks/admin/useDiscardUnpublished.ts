import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import type { AdminArticleContent } from '@kb/contracts';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/**
 * POST /api/admin/articles/{id}/discard-unpublished: the live revision becomes the working copy again. Answers the
 * article as it opens now, and fetches its revisions again (the discarded ones are marked).
 */
export function useDiscardUnpublished(token: string | null, articleId: string | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(adminKeys.articleContent(token, articleId ?? ''), async ([, t, id]): Promise<AdminArticleContent> => {
    await adminRequest('discardUnpublishedChanges', { token: t, params: { id } });
    await mutate(adminKeys.revisions(t, id));
    return adminRequest('adminArticleContent', { token: t, params: { id } });
  });
}
