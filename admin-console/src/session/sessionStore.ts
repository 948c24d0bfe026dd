import type { AdminSession } from '@kb/contracts';

/** SPEC §3: the admin session lives in browser storage under these three keys. */
export const SESSION_KEYS = { token: 'admin_token', name: 'admin_name', expiresAt: 'admin_expires_at' } as const;

export interface StoredSession {
  token: string;
  adminName: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function saveSession(session: AdminSession, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEYS.token, session.sessionToken);
  storage.setItem(SESSION_KEYS.name, session.adminName);
  storage.setItem(SESSION_KEYS.expiresAt, session.expiresAt);
}

/** A renewed session's new end (the token and name stay). */
export function saveExpiry(expiresAt: string, storage: Storage = localStorage): void {
  storage.setItem(SESSION_KEYS.expiresAt, expiresAt);
}

export function clearSession(storage: Storage = localStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/**
 * SPEC §4: a missing value, an unreadable expiry, or now at or after it means no session, and the
 * stored values are cleared (all three, so no half session is left behind).
 */
export function readSession(now: number = Date.now(), storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const adminName = storage.getItem(SESSION_KEYS.name);
  const expiresAtText = storage.getItem(SESSION_KEYS.expiresAt);
  if (!token || !adminName || !expiresAtText) {
    clearSession(storage);
    return null;
  }
  const expiresAt = Date.parse(expiresAtText);
  if (!Number.isFinite(expiresAt) || now >= expiresAt) {
    clearSession(storage);
    return null;
  }
  return { token, adminName, expiresAt };
}

/** Remaining time as minutes:seconds (both two digits at least), or 'Expired' at zero. */
export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Expired';
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
