import type Router from '@koa/router';
import type { CallDef } from '@kb/contracts';
import type { Context, Middleware } from 'koa';
import { asOneWrite } from '../../commands/recordChange';
import { adminOf, requireAdmin, requireRole, type AdminIdentity } from '../../middlewares/auth';
import { databaseDeadline } from '../../middlewares/databaseDeadline';
import { inputOf, validate, type Input } from '../../middlewares/validate';
import type { Models } from '../../models';

export interface AdminRequest<C extends CallDef> {
  ctx: Context;
  input: Input<C>;
  /** The signed-in admin; only calls marked `auth` in the contract have one. */
  admin: () => AdminIdentity;
}

export interface RouteOptions {
  /** Middleware that runs before auth, e.g. a rate limit. */
  before?: Middleware[];
  /** Status of a successful answer (default 200). */
  status?: number;
}

/** Admin answers (the sign-in's token, drafts, audit entries, errors too) are never stored by a browser or proxy. */
const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  await next();
};

/**
 * Registers one admin call as a pipeline: no-store → database deadline (503 instead of a hang when the
 * database stops answering) → [before] → auth and the role (whenever the contract marks the call `auth`:
 * 401 without a session, 403 when the session's role is below the call's `role`) → validate against the
 * contract → handler, whose return value is the response body; the handler is one write (asOneWrite): the event it
 * records carries what it changed to the other instances.
 */
export function adminRoute<C extends CallDef>(
  router: Router,
  models: Models,
  call: C,
  handler: (request: AdminRequest<C>) => Promise<unknown>,
  options: RouteOptions = {},
): void {
  const run: Middleware = async (ctx) => {
    const actor = call.auth ? adminOf(ctx.state) : null;
    ctx.body = await asOneWrite(models, actor, () => handler({ ctx, input: inputOf(ctx.state, call), admin: () => adminOf(ctx.state) }));
    ctx.status = options.status ?? 200;
  };
  const chain: Middleware[] = [
    noStore,
    databaseDeadline(models.Article.db),
    ...(options.before ?? []),
    ...(call.auth ? [requireAdmin(), requireRole(call.role ?? 'owner')] : []),
    validate(call),
    run,
  ];
  const register = {
    GET: router.get,
    POST: router.post,
    PATCH: router.patch,
    DELETE: router.delete,
  }[call.method] as (this: Router, path: string, ...middleware: Middleware[]) => Router;
  register.call(router, call.path, ...chain);
}
