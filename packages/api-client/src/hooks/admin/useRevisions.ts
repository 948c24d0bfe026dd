import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** SPEC §7: an article's revisions (newest first), only when an article is selected; in `version` when given (else the main line). */
export function useRevisions(token: string | null, articleId: string | null, version: string | null = null) {
  return useSWR(token && articleId ? adminKeys.revisions(token, articleId, version) : null, ([, t, id, v]) =>
    adminRequest('revisions', { token: t, params: { articleId: id as string }, query: v ? { version: v } : {} }),
  );
}
