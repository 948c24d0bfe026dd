import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import {
  adminPassword,
  createSession,
  deleteExpiredSessions,
  DEVELOPMENT_ADMIN_PASSWORD,
  passwordMatches,
  revokeSession,
} from '../../../commands/sessions';
import type { AppDeps } from '../../../deps';
import { Unauthorized } from '../../../errors';
import { loginRateLimit } from '../../../middlewares/rateLimit';
import { adminRoute } from '../route';

/** Sign-in and sign-out. Failed sign-ins are audited and rate limited per client address, per name and site-wide. */
export function sessionRoutes({ env, logger, models }: AppDeps): Router {
  const router = new Router();
  if (!env.ADMIN_PASSWORD) {
    logger.warn(`ADMIN_PASSWORD is not set: using the development password '${DEVELOPMENT_ADMIN_PASSWORD}'. Set it before exposing this server.`);
  }

  adminRoute(
    router,
    models,
    calls.login,
    async ({ ctx, input }) => {
      const { adminName, password } = input.body;
      if (!passwordMatches(password, adminPassword(env))) {
        logger.warn({ requestId: ctx.state.requestId, ip: ctx.ip }, 'admin sign-in failed');
        // The attempted name and the client address, never the password.
        await recordAudit(models, adminName, 'session.loginFailed', `address ${ctx.ip}`);
        throw Unauthorized('Invalid name or password');
      }
      await deleteExpiredSessions(models);
      const session = await createSession(models, env, adminName);
      await recordAudit(models, adminName, 'session.login');
      return { sessionToken: session.sessionToken, adminName: session.adminName, expiresAt: session.expiresAt.toISOString() };
    },
    { before: [loginRateLimit()] },
  );

  adminRoute(router, models, calls.logout, async ({ admin }) => {
    const { adminName, sessionId } = admin();
    await revokeSession(models, sessionId);
    await recordAudit(models, adminName, 'session.logout');
    return { ok: true };
  });

  return router;
}
