import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** An article's settings (any status), only while an article is selected. */
export function useArticleSettings(token: string | null, articleId: string | null) {
  return useSWR(token && articleId ? adminKeys.articleSettings(token, articleId) : null, ([, t, id]) =>
    adminRequest('articleSettings', { token: t, params: { id: id as string } }),
  );
}
