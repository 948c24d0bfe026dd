import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { Connection } from 'mongoose';
import { MalformedBody, PROTOTYPE_KEYS } from '../errors';
import type { Models } from '../models';
import { authenticate } from './auth';
import { databaseDeadline } from './databaseDeadline';

/** Bodies of requests without a valid admin session (sign-in, public calls) are small. */
export const ANONYMOUS_BODY_LIMIT = '16kb';
/** Signed-in admins send article HTML. */
const ADMIN_BODY_LIMIT = '2mb';

/**
 * Parses JSON bodies, after auth: a request to /api/admin/* that carries a token has it checked first
 * (401 before a byte of the body is read), and only a signed-in admin may send up to ADMIN_BODY_LIMIT;
 * everyone else gets ANONYMOUS_BODY_LIMIT (413 past it). A body that cannot be decompressed (corrupt
 * gzip, deflate or br) is a 400.
 */
export function parseBody(models: Models, conn: Connection, sessionGeneration: string): Middleware {
  const parsers = {
    anonymous: bodyParser({ enableTypes: ['json'], jsonLimit: ANONYMOUS_BODY_LIMIT, encoding: 'utf-8' }),
    admin: bodyParser({ enableTypes: ['json'], jsonLimit: ADMIN_BODY_LIMIT, encoding: 'utf-8' }),
  };
  const deadline = databaseDeadline(conn);
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/admin/') && ctx.get('authorization')) {
      await deadline(ctx, async () => {
        ctx.state.admin = await authenticate(models, sessionGeneration, ctx.get('authorization'));
      });
    }
    let parsed = false;
    try {
      await parsers[ctx.state.admin ? 'admin' : 'anonymous'](ctx, () => {
        parsed = true;
        // The parser refuses `__proto__` keys itself; `constructor.prototype` it lets through.
        if (hasConstructorPrototype((ctx.request as { body?: unknown }).body)) throw MalformedBody(PROTOTYPE_KEYS);
        return next();
      });
    } catch (error) {
      if (!parsed && typeof (error as { status?: unknown }).status !== 'number') {
        throw MalformedBody('Malformed request body: it could not be decompressed or read', { contentEncoding: ctx.get('content-encoding') || null });
      }
      throw error;
    }
  };
}

/** Whether any object in a parsed JSON value has a `constructor` key holding an object with a `prototype` key. */
function hasConstructorPrototype(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null) continue;
    if (!Array.isArray(current) && Object.hasOwn(current, 'constructor')) {
      const constructor = (current as { constructor: unknown }).constructor;
      if (typeof constructor === 'object' && constructor !== null && Object.hasOwn(constructor, 'prototype')) return true;
    }
    pending.push(...Object.values(current));
  }
  return false;
}
