import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** Asked again every second while external links are still being checked in the background. */
const PENDING_REFRESH_MS = 1000;

/** POST /api/admin/check-links: the links of an article's HTML as the editor has it; null until asked. */
export function useLinkCheck(token: string | null, articleId: string | null, content: string | null) {
  return useSWR(
    token && articleId && content !== null ? adminKeys.linkCheck(token, articleId, content) : null,
    ([, t, id, html]) => adminRequest('checkLinks', { token: t, body: { articleId: id as string, content: html } }),
    { refreshInterval: (data) => (data?.external.some((link) => link.state === 'pending') ? PENDING_REFRESH_MS : 0), revalidateOnFocus: false },
  );
}
