import { useEffect } from 'react';
import useSWR from 'swr';
import { adminKeys } from './adminKeys';
import { adminRequest } from './adminRequest';

/**
 * Who else has this article open in the editor now. Reading says "I am here" too, so an open editor says so every
 * `beatMs` (and on focus); it says it left when it closes.
 */
export function useArticlePresence(token: string, articleId: string, beatMs: number) {
  const presence = useSWR(adminKeys.articlePresence(token, articleId), ([, t, id]) => adminRequest('articlePresence', { token: t, params: { id } }), {
    refreshInterval: beatMs,
    revalidateOnFocus: true,
  });
  useEffect(() => () => void adminRequest('leaveArticle', { token, params: { id: articleId } }).catch(() => {}), [token, articleId]);
  return presence;
}
