import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** GET /api/admin/versions/{name}/articles/{id}: the article as `version` has it (404 when that version does not hold it); nothing without a version. */
export function useVersionArticle(token: string | null, version: string | null, articleId: string | null) {
  return useSWR(token && version && articleId ? adminKeys.versionArticle(token, version, articleId) : null, ([, t, name, id]) =>
    adminRequest('versionArticle', { token: t, params: { name, id } }),
  );
}
