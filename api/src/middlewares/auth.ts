import type { Middleware } from 'koa';
import { checkSession } from '../signIn/sessions';
import type { Models } from '../models';
import { Unauthorized } from '../errors';

export interface AdminIdentity {
  adminName: string;
  sessionId: string;
  expiresAt: Date;
}

const MESSAGES = {
  missing: 'No authentication token',
  unknown: 'Invalid session token',
  expired: 'Session expired',
  revoked: 'Session ended',
  superseded: 'Session ended: the admin password has changed',
} as const;

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
  if (!result.ok) throw Unauthorized(MESSAGES[result.reason]);
  return { adminName: result.session.adminName, sessionId: result.session._id, expiresAt: new Date(result.session.expiresAt) };
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

/** The signed-in admin of a request that passed `requireAdmin`. */
export function adminOf(state: { admin?: unknown }): AdminIdentity {
  if (!state.admin) throw Unauthorized(MESSAGES.missing);
  return state.admin as AdminIdentity;
}
