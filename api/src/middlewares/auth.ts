import { ROLE_LABELS, roleAllows, type Role, type SessionEndReason } from '@kb/contracts';
import type { Middleware } from 'koa';
import { checkSession } from '../signIn/sessions';
import type { Models } from '../models';
import { Forbidden, Unauthorized } from '../errors';

/** Who is signed in: a person, or the site administrator of the shared password (`personId` null, Owner). */
export interface AdminIdentity {
  adminName: string;
  personId: string | null;
  email: string | null;
  role: Role;
  sessionId: string;
  expiresAt: Date;
  /** When the session was opened (a renewal keeps it): adding a passkey needs a recent sign-in. */
  signedInAt: Date;
  /** The credential generation the session carries (a person's changes at a reset and Sign out everywhere). */
  generation: string;
}

const MESSAGES: Record<'missing' | 'unknown' | SessionEndReason, string> = {
  missing: 'No authentication token',
  unknown: 'Invalid session token',
  expired: 'Session expired',
  signedOut: 'Session ended: it was signed out',
  signedOutEverywhere: 'Session ended: signed out everywhere',
  superseded: 'Session ended: the admin password has changed',
  passwordChanged: 'Session ended: your password was changed',
  passwordReset: 'Session ended: your password was reset',
  removed: 'Session ended: you were removed from the team',
  sharedPasswordOff: 'Session ended: the shared-password sign-in is turned off',
};

/** Tokens are 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The admin session of an `Authorization: Bearer <token>` header; 401 when missing, unknown, expired,
 * logged out or started under another admin password (`generation`, see signIn/sessions.ts).
 */
export async function authenticate(models: Models, generation: string, authorization: string): Promise<AdminIdentity> {
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(authorization);
  if (!match?.[1]) throw Unauthorized(MESSAGES.missing);
  if (!TOKEN_SHAPE.test(match[1])) throw Unauthorized(MESSAGES.unknown);
  const result = await checkSession(models, match[1], generation);
  if (!result.ok) throw Unauthorized(MESSAGES[result.reason], result.reason === 'unknown' ? undefined : { ended: result.reason });
  const { session, person } = result;
  return {
    // A person's name as it is now (they may have changed it since they signed in).
    adminName: person?.name ?? session.adminName,
    personId: person?._id ?? null,
    email: person?.email ?? null,
    role: person?.role ?? 'owner',
    sessionId: session._id,
    expiresAt: new Date(session.expiresAt),
    signedInAt: new Date(session.createdAt),
    generation: session.generation,
  };
}

/**
 * 401 JSON unless the request has an admin session: `parseBody` checks the token of every /api/admin
 * request that carries one before its body is read, so a request without `ctx.state.admin` here has none.
 */
export function requireAdmin(): Middleware {
  return async (ctx, next) => {
    adminOf(ctx.state);
    await next();
  };
}

/** 403 unless the signed-in admin's role may make a call that needs `needed` (after `requireAdmin`). */
export function requireRole(needed: Role): Middleware {
  return async (ctx, next) => {
    if (!roleAllows(adminOf(ctx.state).role, needed)) throw Forbidden(`Needs the ${ROLE_LABELS[needed]} role`, { needed });
    await next();
  };
}

/** The signed-in admin of a request that passed `requireAdmin`. */
export function adminOf(state: { admin?: unknown }): AdminIdentity {
  if (!state.admin) throw Unauthorized(MESSAGES.missing);
  return state.admin as AdminIdentity;
}
