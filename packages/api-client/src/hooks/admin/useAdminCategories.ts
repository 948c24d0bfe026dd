import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** While a category picker is on screen (an open dialog), its list is read again this often, and when it opens. */
const OPEN_LIST_REFRESH_MS = 10_000;

/**
 * Every category as a flat list (id, name, slug, parentId, order). `live`: for a picker in an open dialog, read
 * when it opens and every OPEN_LIST_REFRESH_MS while it is open, so a category someone created meanwhile is there.
 */
export function useAdminCategories(token: string | null, { live = false } = {}) {
  return useSWR(
    token ? adminKeys.categories(token) : null,
    ([, t]) => adminRequest('adminCategories', { token: t }),
    live ? { revalidateOnMount: true, refreshInterval: OPEN_LIST_REFRESH_MS } : undefined,
  );
}
