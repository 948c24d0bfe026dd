import useSWRMutation from 'swr/mutation';
import { request } from '../../client';

/** POST /api/admin/logout: revokes the session token on the server. */
export function useLogout(token: string | null) {
  return useSWRMutation(['/api/admin/logout', token] as const, ([, t]) => request('logout', { token: t }));
}
