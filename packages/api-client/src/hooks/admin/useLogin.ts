import useSWRMutation from 'swr/mutation';
import type { LoginRequest } from '@kb/contracts';
import { request } from '../../client';

/** POST /api/admin/login: trigger({ adminName, password }) resolves to the new session. */
export function useLogin() {
  return useSWRMutation('/api/admin/login', (_key: string, { arg }: { arg: LoginRequest }) => request('login', { body: arg }));
}
