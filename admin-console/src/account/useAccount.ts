import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';

/** The signed-in person's passkeys (none for the shared password's site administrator). */
export function usePasskeys(token: string | null) {
  return useSWR(token ? ['/api/admin/passkeys', token] : null, ([, t]) => adminRequest('passkeys', { token: t }));
}

/** Whether the person's password sign-in also asks for one of their passkeys. */
export function useSecondFactor(token: string | null) {
  return useSWR(token ? ['/api/admin/account/second-factor', token] : null, ([, t]) => adminRequest('secondFactor', { token: t }));
}

/** The open sessions of the caller's credential, newest first (`current`: this browser's). */
export function useActiveSessions(token: string | null) {
  return useSWR(token ? ['/api/admin/sessions', token] : null, ([, t]) => adminRequest('sessions', { token: t }));
}
