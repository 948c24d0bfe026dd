import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** Whether a slug is well formed and free (and whose old slug it is), as the admin types; nothing for an empty slug. */
export function useSlugCheck(token: string | null, slug: string, articleId: string | null) {
  return useSWR(
    token && slug ? adminKeys.slugCheck(token, slug, articleId) : null,
    ([, t, s, id]) => adminRequest('slugCheck', { token: t, query: { slug: s as string, articleId: (id as string | null) ?? undefined } }),
    { keepPreviousData: true },
  );
}
