import type { AdminSession, SignInMethod } from '@kb/contracts';
import type { Context } from 'koa';
import { recordAudit } from '../commands/recordAudit';
import type { AppDeps } from '../deps';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, DeviceCookies } from './deviceCookie';
import { adminPassword, createSession, deleteExpiredSessions, type SessionOwner } from './sessions';
import { SignInGuard } from './signInGuard';

/**
 * Every way in ends here: the shared password, a person's password, single sign-on and passkeys open the
 * same kind of session (a person's carries their credential generation, so a password reset, a removal
 * and Sign out everywhere end it whichever way it was opened), with its audit entry and the device cookie
 * that lets this browser past the anonymous password limits next time (signIn/signInGuard.ts).
 */
export class SessionOpener {
  readonly guard: SignInGuard;
  readonly devices: DeviceCookies;

  constructor(private readonly deps: Pick<AppDeps, 'env' | 'logger' | 'models'>) {
    this.guard = new SignInGuard(deps.models, deps.logger);
    this.devices = new DeviceCookies(adminPassword(deps.env));
  }

  /** Opens the session; `deviceName` is the name or address the device cookie is for. */
  async open(ctx: Context, owner: SessionOwner, method: SignInMethod, deviceName: string): Promise<AdminSession> {
    const { env, models } = this.deps;
    await Promise.all([deleteExpiredSessions(models), this.guard.forgetOld()]);
    const session = await createSession(models, env, owner, { method, address: ctx.ip, userAgent: ctx.get('User-Agent') });
    await recordAudit(models, owner, 'session.login', method === 'sharedPassword' || method === 'password' ? null : method);
    ctx.cookies.set(DEVICE_COOKIE, this.devices.issue(deviceName), {
      path: '/api/admin/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
      overwrite: true,
    });
    return { sessionToken: session.sessionToken, adminName: session.adminName, expiresAt: session.expiresAt.toISOString() };
  }
}

/** A person's session owner: their name, id and current credential generation. */
export function personOwner(person: { _id: string; name: string; generation: string }): SessionOwner {
  return { adminName: person.name, personId: person._id, generation: person.generation };
}
