import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import {
  adminPassword,
  DEVELOPMENT_ADMIN_PASSWORD,
  passwordMatches,
  renewSession,
  revokeAllSessions,
  revokeSession,
  siteAdministrator,
  endOwnSession,
  listOpenSessions,
} from '../../../signIn/sessions';
import { presentSession } from '../../../signIn/presentSession';
import { oidcConfigured, siteOrigin } from '../../../oidc/oidcSettings';
import { relyingParty, secondFactorOptions } from '../../../passkeys/ceremonies';
import { personOwner, SessionOpener } from '../../../signIn/openSession';
import { changeOwnPassword, findPersonByEmail, signOutPersonEverywhere } from '../../../people/people';
import { hashPassword, verifyPassword } from '../../../people/passwords';
import { readSharedPasswordSignIn, readSiteSettings } from '../../../settings/siteSettings';
import type { AppDeps } from '../../../deps';
import type { PersonDoc } from '../../../models';
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from '../../../errors';
import { DEVICE_COOKIE } from '../../../signIn/deviceCookie';
import { adminRoute } from '../route';

/** A hash of no one's password: verified against when no person has the address, so both answers take as long. */
let nobody: Promise<string> | undefined;
const nobodysHash = () => (nobody ??= hashPassword(randomBytes(16).toString('base64url')));

/**
 * Sign-in (SPEC's name + shared password as the site administrator, or a person's email address and
 * password), the session's identity, sign-out and sign-out everywhere. Failed sign-ins are audited and slowed down per client
 * address and network prefix (and per name for addresses that are failing), with exponential back-off
 * shared across instances; a browser that signed in before carries a device cookie that lets it past
 * those anonymous limits (see signIn/signInGuard.ts).
 */
export function sessionRoutes({ env, logger, models }: AppDeps): Router {
  const router = new Router();
  if (!env.ADMIN_PASSWORD) {
    logger.warn(`ADMIN_PASSWORD is not set: using the development password '${DEVELOPMENT_ADMIN_PASSWORD}'. Set it before exposing this server.`);
  }
  // Ready before the first sign-in, so an unknown address's first try takes no longer than a known one's.
  void nobodysHash();
  const opener = new SessionOpener({ env, logger, models });
  const { guard, devices } = opener;

  const signInFailed = async (ctx: Context, adminName: string, message: string): Promise<never> => {
    logger.warn({ requestId: ctx.state.requestId, ip: ctx.ip }, 'admin sign-in failed');
    // The attempted name or address and the client address, never the password.
    await recordAudit(models, { adminName, personId: null }, 'session.loginFailed', `address ${ctx.ip}`);
    throw Unauthorized(message);
  };

  adminRoute(router, models, calls.login, async ({ ctx, input }) => {
    const { adminName, password } = input.body;
    const shared = await readSharedPasswordSignIn(models);
    if (!shared.on) throw Forbidden('The shared-password sign-in is turned off: sign in with your email address');
    const device = devices.read(ctx.cookies.get(DEVICE_COOKIE));
    const matched = await guard.attempt({ address: ctx.ip, adminName, device }, () => passwordMatches(password, adminPassword(env)));
    if (!matched) return signInFailed(ctx, adminName, 'Invalid name or password');
    return opener.open(ctx, siteAdministrator(env, adminName, shared.epoch), 'sharedPassword', adminName);
  });

  // A person's sign-in: the same per-address, per-network and per-name (here: address) limits.
  adminRoute(router, models, calls.loginWithEmail, async ({ ctx, input }) => {
    const { email, password } = input.body;
    const device = devices.read(ctx.cookies.get(DEVICE_COOKIE));
    let person: PersonDoc | null = null;
    const matched = await guard.attempt({ address: ctx.ip, adminName: email, device }, async () => {
      person = await findPersonByEmail(models, email);
      const stored = person?.passwordHash ?? (await nobodysHash());
      return (await verifyPassword(password, stored)) && person?.passwordHash != null;
    });
    const found = person as PersonDoc | null;
    if (!matched || !found) return signInFailed(ctx, email, 'Invalid email address or password');
    // The password was right; a person who asked for a second factor now signs a challenge with a passkey.
    if (found.passkeyRequired) return { secondFactor: await secondFactorOptions(models, relyingParty(siteOrigin(env, ctx)), found._id, 'password') };
    return opener.open(ctx, personOwner(found), 'password', email);
  });

  adminRoute(router, models, calls.currentSession, async ({ admin }) => {
    const { adminName, personId, email, role, expiresAt } = admin();
    return { adminName, personId, email, role, expiresAt: expiresAt.toISOString() };
  });

  adminRoute(router, models, calls.renewSession, async ({ admin }) => {
    const expiresAt = await renewSession(models, env, admin().sessionId);
    if (!expiresAt) throw Unauthorized('The session has ended');
    return { expiresAt: expiresAt.toISOString() };
  });

  adminRoute(router, models, calls.logout, async ({ admin }) => {
    const { sessionId } = admin();
    await revokeSession(models, sessionId);
    await recordAudit(models, admin(), 'session.logout');
    return { ok: true };
  });

  adminRoute(router, models, calls.signInOptions, async () => ({
    sharedPassword: (await readSiteSettings(models)).sharedPasswordSignIn,
    sso: oidcConfigured(env),
    passkeys: true,
  }));

  adminRoute(router, models, calls.sessions, async ({ admin }) => {
    const { personId, sessionId } = admin();
    return (await listOpenSessions(models, personId)).map((session) => presentSession(session, sessionId));
  });

  adminRoute(router, models, calls.endSession, async ({ admin, input }) => {
    if (!(await endOwnSession(models, admin().personId, input.params.id))) throw NotFound('No such open session of yours');
    await recordAudit(models, admin(), 'session.logoutOne');
    return { ok: true };
  });

  /** The person's own record; 409 for the site administrator of the shared password, who has none. */
  const ownRecord = async (personId: string | null, what: string): Promise<PersonDoc> => {
    const person = personId ? await models.Person.findById(personId).lean<PersonDoc>() : null;
    if (!person) throw Conflict(`The site administrator of the shared password has no ${what} to change here: sign in with your email address`);
    return person;
  };

  // Counted like a sign-in: the current password is a password guess too.
  adminRoute(router, models, calls.changePassword, async ({ ctx, admin, input }) => {
    const person = await ownRecord(admin().personId, 'password');
    if (!person.passwordHash) throw Conflict('You sign in through single sign-on or a passkey, without a password here');
    const device = devices.read(ctx.cookies.get(DEVICE_COOKIE));
    const matched = await guard.attempt({ address: ctx.ip, adminName: person.email, device }, () =>
      verifyPassword(input.body.currentPassword, person.passwordHash!),
    );
    if (!matched) throw BadRequest('Your current password is not right', { field: 'currentPassword' });
    const changed = await changeOwnPassword(models, person._id, input.body.newPassword);
    await recordAudit(models, admin(), 'account.password');
    return opener.open(ctx, personOwner(changed), 'password', person.email);
  });

  adminRoute(router, models, calls.updateAccount, async ({ admin, input }) => {
    const person = await ownRecord(admin().personId, 'name');
    await models.Person.updateOne({ _id: person._id }, { $set: { name: input.body.name } });
    await recordAudit(models, admin(), 'account.name', `${person.name} → ${input.body.name}`);
    const { email, role, expiresAt } = admin();
    return { adminName: input.body.name, personId: person._id, email, role, expiresAt: expiresAt.toISOString() };
  });

  adminRoute(router, models, calls.signOutEverywhere, async ({ admin }) => {
    // The caller's credential: a person's sessions and passkeys, or every session of the shared password.
    const { personId } = admin();
    const { sessionsEnded, passkeysRemoved } = personId
      ? await signOutPersonEverywhere(models, personId)
      : { sessionsEnded: await revokeAllSessions(models, null, 'signedOutEverywhere'), passkeysRemoved: 0 };
    await recordAudit(models, admin(), 'session.logoutEverywhere', `${sessionsEnded} sessions${passkeysRemoved ? `, ${passkeysRemoved} passkeys` : ''}`);
    return { ok: true, sessionsEnded };
  });

  return router;
}
