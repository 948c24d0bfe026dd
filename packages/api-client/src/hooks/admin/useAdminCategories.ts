import useSWR from 'swr';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** Every category as a flat list (id, name, slug, parentId, order). */
export function useAdminCategories(token: string | null) {
  return useSWR(token ? adminKeys.categories(token) : null, ([, t]) => adminRequest('adminCategories', { token: t }));
}
