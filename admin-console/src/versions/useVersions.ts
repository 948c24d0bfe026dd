import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';

/** The knowledge base's versions (GET /api/admin/versions): the main line first, then its forks. */
export function useVersions(token: string | null) {
  return useSWR(token ? ['/api/admin/versions', token] : null, ([, t]) => adminRequest('adminVersions', { token: t }));
}
