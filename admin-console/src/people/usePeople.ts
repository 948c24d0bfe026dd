import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';
import { adminRoutes, roleAllows, ROLE_LABELS, type AdminCallName, type Role } from '@kb/contracts';

/** The signed-in admin: their person (null for the site administrator of the shared password) and role. */
export function useCurrentSession(token: string | null, { keepPreviousData = false } = {}) {
  return useSWR(token ? ['/api/admin/session', token] : null, ([, t]) => adminRequest('currentSession', { token: t }), { keepPreviousData });
}

/** The team (people of every role), oldest first. */
export function usePeople(token: string | null) {
  return useSWR(token ? ['/api/admin/people', token] : null, ([, t]) => adminRequest('people', { token: t }));
}

export function useSiteSettings(token: string | null, enabled: boolean) {
  return useSWR(token && enabled ? ['/api/admin/site-settings', token] : null, ([, t]) => adminRequest('siteSettings', { token: t }));
}

/**
 * Whether the session's role may make a call, and if not why ("Needs the Publisher role"): the role each
 * call needs is declared in @kb/contracts, so the console and the API never disagree. Allowed while the
 * role is still loading (the API refuses anyway).
 */
export function useCallAllowed(token: string | null, call: AdminCallName): { allowed: boolean; reason: string | null } {
  const { data } = useCurrentSession(token);
  const needed = (adminRoutes[call] as { role?: Role }).role ?? 'owner';
  if (!data || roleAllows(data.role, needed)) return { allowed: true, reason: null };
  return { allowed: false, reason: `Needs the ${ROLE_LABELS[needed]} role` };
}
