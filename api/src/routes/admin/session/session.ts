import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import {
  adminPassword,
  createSession,
  deleteExpiredSessions,
  DEVELOPMENT_ADMIN_PASSWORD,
  passwordMatches,
  revokeAllSessions,
  revokeSession,
} from '../../../signIn/sessions';
import type { AppDeps } from '../../../deps';
import { Unauthorized } from '../../../errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DeviceCookies } from '../../../signIn/deviceCookie';
import { SignInGuard } from '../../../signIn/signInGuard';
import { adminRoute } from '../route';

/**
 * Sign-in, sign-out and sign-out everywhere. Failed sign-ins are audited and slowed down per client
 * address and network prefix (and per name for addresses that are failing), with exponential back-off
 * shared across instances; a browser that signed in before carries a device cookie that lets it past
 * those anonymous limits (see signIn/signInGuard.ts).
 */
export function sessionRoutes({ env, logger, models }: AppDeps): Router {
  const router = new Router();
  if (!env.ADMIN_PASSWORD) {
    logger.warn(`ADMIN_PASSWORD is not set: using the development password '${DEVELOPMENT_ADMIN_PASSWORD}'. Set it before exposing this server.`);
  }
  const guard = new SignInGuard(models, logger);
  const devices = new DeviceCookies(adminPassword(env));

  adminRoute(router, models, calls.login, async ({ ctx, input }) => {
    const { adminName, password } = input.body;
    const device = devices.read(ctx.cookies.get(DEVICE_COOKIE));
    const matched = await guard.attempt({ address: ctx.ip, adminName, device }, () => passwordMatches(password, adminPassword(env)));
    if (!matched) {
      logger.warn({ requestId: ctx.state.requestId, ip: ctx.ip }, 'admin sign-in failed');
      // The attempted name and the client address, never the password.
      await recordAudit(models, adminName, 'session.loginFailed', `address ${ctx.ip}`);
      throw Unauthorized('Invalid name or password');
    }
    await Promise.all([deleteExpiredSessions(models), guard.forgetOld()]);
    const session = await createSession(models, env, adminName);
    await recordAudit(models, adminName, 'session.login');
    ctx.cookies.set(DEVICE_COOKIE, devices.issue(adminName), {
      path: '/api/admin/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      overwrite: true,
    });
    return { sessionToken: session.sessionToken, adminName: session.adminName, expiresAt: session.expiresAt.toISOString() };
  });

  adminRoute(router, models, calls.logout, async ({ admin }) => {
    const { adminName, sessionId } = admin();
    await revokeSession(models, sessionId);
    await recordAudit(models, adminName, 'session.logout');
    return { ok: true };
  });

  adminRoute(router, models, calls.signOutEverywhere, async ({ admin }) => {
    const { adminName } = admin();
    const sessionsEnded = await revokeAllSessions(models);
    await recordAudit(models, adminName, 'session.logoutEverywhere', `${sessionsEnded} sessions`);
    return { ok: true, sessionsEnded };
  });

  return router;
}
