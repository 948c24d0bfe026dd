import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Env } from '../env';
import type { AdminSessionDoc, Models } from '../models';

/** Used when ADMIN_PASSWORD is unset outside production (env.ts refuses to start production without it). */
export const DEVELOPMENT_ADMIN_PASSWORD = 'kb-admin-dev-password';

export function adminPassword(env: Env): string {
  return env.ADMIN_PASSWORD ?? DEVELOPMENT_ADMIN_PASSWORD;
}

/** Constant-time comparison: both sides are hashed first so their lengths never leak through timing. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

const generations = new Map<string, string>();

/**
 * The generation of the admin credential a session was started with: a fingerprint of ADMIN_PASSWORD
 * (scrypt, so the stored value is no shortcut to guessing the password; worked out once per process).
 * A session of another generation is refused, so a new password ends every older session on every
 * instance. When admins get passwords of their own, this becomes the fingerprint of that admin's password.
 */
export function sessionGeneration(password: string): string {
  let generation = generations.get(password);
  if (!generation) {
    generation = scryptSync(password, 'kb-admin-session-generation-v1', 16, { N: 2 ** 14 }).toString('base64url');
    generations.set(password, generation);
  }
  return generation;
}

/** The stored key of a token: its SHA-256 in hex. The token itself is never stored. */
export function tokenKey(token: string): string {
  return sha256(token).toString('hex');
}

export interface NewSession {
  sessionToken: string;
  adminName: string;
  expiresAt: Date;
}

/** Starts a session: 256 random bits as base64url, stored only as a hash, with a server-set lifetime. */
export async function createSession(models: Models, env: Env, adminName: string, now = new Date()): Promise<NewSession> {
  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + env.ADMIN_SESSION_MINUTES * 60_000);
  const generation = sessionGeneration(adminPassword(env));
  await models.AdminSession.create({ _id: tokenKey(sessionToken), adminName, generation, expiresAt, createdAt: now, revokedAt: null });
  return { sessionToken, adminName, expiresAt };
}

export type SessionCheck =
  | { ok: true; session: AdminSessionDoc }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'superseded' };

/**
 * Looks a token up by its hash (an `_id` read) and enforces revocation, the credential's generation
 * (see `sessionGeneration`) and expiry in code.
 */
export async function checkSession(models: Models, token: string, generation: string, now = new Date()): Promise<SessionCheck> {
  const session = await models.AdminSession.findById(tokenKey(token)).lean<AdminSessionDoc>();
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (session.generation !== generation) return { ok: false, reason: 'superseded' };
  if (new Date(session.expiresAt).getTime() <= now.getTime()) {
    await models.AdminSession.deleteOne({ _id: session._id });
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, session };
}

/** Logout: the session stays on record as revoked until it would have expired. */
export async function revokeSession(models: Models, sessionId: string, now = new Date()): Promise<void> {
  await models.AdminSession.updateOne({ _id: sessionId }, { $set: { revokedAt: now } });
}

/**
 * Sign out everywhere: every session still open is revoked. Each instance reads the session from the
 * database on every request, so this ends them on all instances at once. Returns how many were ended.
 */
export async function revokeAllSessions(models: Models, now = new Date()): Promise<number> {
  const result = await models.AdminSession.updateMany({ revokedAt: null }, { $set: { revokedAt: now } });
  return result.modifiedCount;
}

/** Removes sessions past their expiry (revoked ones included); called on every sign-in. */
export async function deleteExpiredSessions(models: Models, now = new Date()): Promise<number> {
  const result = await models.AdminSession.deleteMany({ expiresAt: trusted({ $lte: now }) });
  return result.deletedCount;
}
