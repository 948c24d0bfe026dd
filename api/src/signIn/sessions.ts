import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { trusted } from 'mongoose';
import type { SessionEndReason, SignInMethod } from '@kb/contracts';
import type { Env } from '../env';
import type { AdminSessionDoc, Models, PersonDoc } from '../models';
import { readSharedPasswordSignIn } from '../settings/siteSettings';

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
 * instance. A person's sessions carry the person's own generation instead (people/models.ts).
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

/**
 * Whose session: the site administrator of the shared password (`personId` null, with the epoch of the
 * shared-password sign-in its sign-in read) or a person, with their credential's generation.
 */
export interface SessionOwner {
  adminName: string;
  personId: string | null;
  generation: string;
  sharedPasswordEpoch?: string;
}

/** The site administrator, signed in with the shared ADMIN_PASSWORD under the name they typed, in that sign-in's `epoch`. */
export function siteAdministrator(env: Env, adminName: string, epoch: string): SessionOwner {
  return { adminName, personId: null, generation: sessionGeneration(adminPassword(env)), sharedPasswordEpoch: epoch };
}

/** How and where a session was opened, for the person's list of their sessions. */
export interface SessionOrigin {
  method: SignInMethod;
  address: string;
  userAgent: string;
}

/** Starts a session: 256 random bits as base64url, stored only as a hash, with a server-set lifetime. */
export async function createSession(models: Models, env: Env, owner: SessionOwner, origin: SessionOrigin, now = new Date()): Promise<NewSession> {
  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + env.ADMIN_SESSION_MINUTES * 60_000);
  const { adminName, personId, generation, sharedPasswordEpoch = null } = owner;
  const { method, address } = origin;
  const userAgent = origin.userAgent.slice(0, 300) || null;
  await models.AdminSession.create({
    _id: tokenKey(sessionToken),
    adminName,
    personId,
    generation,
    sharedPasswordEpoch,
    method,
    address,
    userAgent,
    expiresAt,
    createdAt: now,
    revokedAt: null,
  });
  return { sessionToken, adminName, expiresAt };
}

export type SessionCheck = { ok: true; session: AdminSessionDoc; person: PersonDoc | null } | { ok: false; reason: 'unknown' | SessionEndReason };

/**
 * Looks a token up by its hash (an `_id` read) and enforces revocation, the credential's generation
 * (the shared password's, see `sessionGeneration`, or the person's, read by `_id` on every request so a
 * removed person or a new password ends their sessions at once on every instance) and expiry in code.
 * A shared-password session also needs that sign-in on, in the epoch its sign-in read (the site settings,
 * read by `_id`): one opened by a sign-in that raced the switch-off never works, not even once it is on again.
 */
export async function checkSession(models: Models, token: string, sharedGeneration: string, now = new Date()): Promise<SessionCheck> {
  const session = await models.AdminSession.findById(tokenKey(token)).lean<AdminSessionDoc>();
  if (!session) return { ok: false, reason: 'unknown' };
  if (session.revokedAt) return { ok: false, reason: session.endReason ?? 'signedOut' };
  const person = session.personId ? await models.Person.findById(session.personId).lean<PersonDoc>() : null;
  if (session.personId && !person) return { ok: false, reason: 'removed' };
  if (person && session.generation !== person.generation) return { ok: false, reason: 'passwordChanged' };
  if (!person && session.generation !== sharedGeneration) return { ok: false, reason: 'superseded' };
  if (!person) {
    const shared = await readSharedPasswordSignIn(models);
    if (!shared.on || (session.sharedPasswordEpoch ?? '') !== shared.epoch) return { ok: false, reason: 'sharedPasswordOff' };
  }
  if (new Date(session.expiresAt).getTime() <= now.getTime()) {
    await models.AdminSession.deleteOne({ _id: session._id });
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, session, person };
}

/**
 * Stay signed in: the session (still open) ends ADMIN_SESSION_MINUTES from now; the token stays the same.
 * Returns the new expiry, or null when the session was revoked or removed meanwhile.
 */
export async function renewSession(models: Models, env: Env, sessionId: string, now = new Date()): Promise<Date | null> {
  const expiresAt = new Date(now.getTime() + env.ADMIN_SESSION_MINUTES * 60_000);
  const result = await models.AdminSession.updateOne({ _id: sessionId, revokedAt: null }, { $set: { expiresAt } });
  return result.matchedCount === 1 ? expiresAt : null;
}

/** Logout: the session stays on record as revoked until it would have expired. */
export async function revokeSession(models: Models, sessionId: string, now = new Date()): Promise<void> {
  await models.AdminSession.updateOne({ _id: sessionId }, { $set: { revokedAt: now, endReason: 'signedOut' } });
}

/**
 * Sign out everywhere: every session still open of one credential is revoked, a person's (`personId`) or
 * the shared password's (null). Each instance reads the session from the database on every request, so
 * this ends them on all instances at once. Returns how many were ended.
 */
export async function revokeAllSessions(models: Models, personId: string | null, endReason: SessionEndReason, now = new Date()): Promise<number> {
  const result = await models.AdminSession.updateMany({ revokedAt: null, personId }, { $set: { revokedAt: now, endReason } });
  return result.modifiedCount;
}

/** Removes sessions past their expiry (revoked ones included); called on every sign-in. */
export async function deleteExpiredSessions(models: Models, now = new Date()): Promise<number> {
  const result = await models.AdminSession.deleteMany({ expiresAt: trusted({ $lte: now }) });
  return result.deletedCount;
}

/** The open sessions of one credential (a person's, or the shared password's: null), newest first. */
export async function listOpenSessions(models: Models, personId: string | null, now = new Date()): Promise<AdminSessionDoc[]> {
  const sessions = await models.AdminSession.find({ personId, revokedAt: null }).lean<AdminSessionDoc[]>();
  return sessions
    .filter((session) => new Date(session.expiresAt).getTime() > now.getTime())
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}

/** Ends one open session of the credential; false when it is not one of them (another person's, say). */
export async function endOwnSession(models: Models, personId: string | null, sessionId: string, now = new Date()): Promise<boolean> {
  const result = await models.AdminSession.updateOne({ _id: sessionId, personId, revokedAt: null }, { $set: { revokedAt: now, endReason: 'signedOut' } });
  return result.matchedCount === 1;
}
