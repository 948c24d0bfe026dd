import useSWRMutation from 'swr/mutation';
import type { LoginRequest } from '@kb/contracts';
import { adminRequest } from './adminRequest';

/** POST /api/admin/login: trigger({ adminName, password }) resolves to the new session. */
export function useLogin() {
  return useSWRMutation('/api/admin/login', (_key: string, { arg }: { arg: LoginRequest }) => adminRequest('login', { body: arg }));
}
