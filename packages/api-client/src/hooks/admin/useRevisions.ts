import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** SPEC §7: an article's revisions (newest first), only when an article is selected. */
export function useRevisions(token: string | null, articleId: string | null) {
  return useSWR(token && articleId ? adminKeys.revisions(token, articleId) : null, ([, t, id]) =>
    adminRequest('revisions', { token: t, params: { articleId: id as string } }),
  );
}
