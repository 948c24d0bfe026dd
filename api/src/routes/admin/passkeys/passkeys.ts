import Router from '@koa/router';
import { calls, RECENT_SIGN_IN_MINUTES } from '@kb/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'koa';
import { recordAudit } from '../../../commands/recordAudit';
import type { AppDeps } from '../../../deps';
import { Conflict, Forbidden, NotFound, Unauthorized } from '../../../errors';
import type { AdminIdentity } from '../../../middlewares/auth';
import type { PasskeyDoc, PersonDoc } from '../../../models';
import { siteOrigin } from '../../../oidc/oidcSettings';
import { listPasskeys, presentPasskey, registerPasskey, registrationOptions, relyingParty, signInOptions, verifySignIn } from '../../../passkeys/ceremonies';
import { removePasskey } from '../../../passkeys/revoke';
import { verifyPassword } from '../../../people/passwords';
import { ceremonyStartLimit } from '../../../middlewares/rateLimit';
import { personOwner, SessionOpener } from '../../../signIn/openSession';
import { adminRoute, type AdminRequest } from '../route';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in person adds (with a recent sign-in or their
 * password again) and removes their own, and owners see and remove anyone's; anyone signs in with one
 * instead of a password, and a person who asks for it (second factor) after their password. A reset,
 * a removal and Sign out everywhere revoke a person's passkeys (people/people.ts). The relying party is
 * PUBLIC_ORIGIN (its host name is the id). Challenges are kept on the server for 10 minutes and used once
 * (signIn/challenges.ts).
 */
export function passkeyRoutes(deps: AppDeps): Router {
  const { env, models } = deps;
  const router = new Router();
  const opener = new SessionOpener(deps);

  /** The signed-in person: passkeys belong to people, not to the shared password's site administrator. */
  const person = async (personId: string | null): Promise<PersonDoc> => {
    const found = personId ? await models.Person.findById(personId).lean<PersonDoc>() : null;
    if (!found) throw Conflict('Passkeys belong to people: sign in with your email address to add one');
    return found;
  };

  adminRoute(router, models, calls.passkeys, async ({ admin }) => {
    const { personId } = admin();
    return personId ? (await listPasskeys(models, personId)).map(presentPasskey) : [];
  });

  /**
   * Adding a passkey proves it is the person again: a sign-in within RECENT_SIGN_IN_MINUTES, or their
   * password (counted by the sign-in limits like any password try), so a stolen older session cannot add
   * a way in of its own. 403 (not 401: the session is fine) with `details.reauthenticate` saying which.
   */
  const confirmIdentity = async (ctx: Context, identity: AdminIdentity, found: PersonDoc, password: string | undefined) => {
    if (Date.now() - identity.signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000) return;
    const recently = `a sign-in within the last ${RECENT_SIGN_IN_MINUTES} minutes`;
    const hash = found.passwordHash;
    if (!hash) throw Forbidden(`Sign in again to add a passkey: it needs ${recently}`, { reauthenticate: 'signIn' });
    if (password === undefined) throw Forbidden(`Enter your password to add a passkey: it needs your password or ${recently}`, { reauthenticate: 'password' });
    const right = await opener.guard.attempt({ address: ctx.ip, adminName: found.email, device: null }, () => verifyPassword(password, hash));
    if (!right) throw Forbidden('That is not your password', { reauthenticate: 'password' });
  };

  adminRoute(router, models, calls.passkeyRegistrationOptions, async ({ ctx, admin, input }) => {
    const found = await person(admin().personId);
    await confirmIdentity(ctx, admin(), found, input.body.password);
    return registrationOptions(models, relyingParty(siteOrigin(env, ctx)), found);
  });

  adminRoute(
    router,
    models,
    calls.registerPasskey,
    async ({ ctx, admin, input }) => {
      const { challengeId, response } = input.body;
      const doc = await registerPasskey(
        models,
        relyingParty(siteOrigin(env, ctx)),
        await person(admin().personId),
        challengeId,
        response as RegistrationResponseJSON,
      );
      // Reset, removed or signed out everywhere while it was added: it goes as their others did.
      const after = await models.Person.findById(doc.personId).lean<PersonDoc>();
      if (after?.generation !== admin().generation) {
        await models.Passkey.deleteOne({ _id: doc._id });
        throw Unauthorized('Session ended');
      }
      await recordAudit(models, admin(), 'passkey.add', doc.label);
      return presentPasskey(doc);
    },
    { status: 201 },
  );

  adminRoute(router, models, calls.renamePasskey, async ({ admin, input }) => {
    const found = await models.Passkey.findById(input.params.id).lean<PasskeyDoc>();
    if (!found || found.personId !== admin().personId) throw NotFound('No such passkey of yours');
    await models.Passkey.updateOne({ _id: found._id }, { $set: { label: input.body.label } });
    await recordAudit(models, admin(), 'passkey.rename', input.body.label);
    return presentPasskey({ ...found, label: input.body.label });
  });

  adminRoute(router, models, calls.removePasskey, async ({ admin, input }) => {
    const { personId } = admin();
    if (!personId || !(await removePasskey(models, personId, input.params.id))) throw NotFound('No such passkey of yours');
    await recordAudit(models, admin(), 'passkey.remove');
    return { ok: true };
  });

  /** A person of the team (owners only), or 404. */
  const teamMember = async (id: string): Promise<PersonDoc> => {
    const found = await models.Person.findById(id).lean<PersonDoc>();
    if (!found) throw NotFound(`No person with id '${id}'`);
    return found;
  };

  adminRoute(router, models, calls.personPasskeys, async ({ input }) =>
    (await listPasskeys(models, (await teamMember(input.params.id))._id)).map(presentPasskey),
  );

  adminRoute(router, models, calls.removePersonPasskey, async ({ admin, input }) => {
    const found = await teamMember(input.params.id);
    const removed = await removePasskey(models, found._id, input.params.passkeyId);
    if (!removed) throw NotFound(`${found.name} has no such passkey`);
    await recordAudit(models, admin(), 'person.removePasskey', `person:${found._id} ${found.email} ${removed.label}`);
    return { ok: true };
  });

  adminRoute(router, models, calls.secondFactor, async ({ admin }) => {
    const { personId } = admin();
    const found = personId ? await models.Person.findById(personId).lean<PersonDoc>() : null;
    return { passkeyRequired: found?.passkeyRequired === true };
  });

  adminRoute(router, models, calls.updateSecondFactor, async ({ admin, input }) => {
    const found = await person(admin().personId);
    const { passkeyRequired } = input.body;
    if (passkeyRequired && !(await models.Passkey.exists({ personId: found._id })))
      throw Conflict('Add a passkey first: it is what the second factor asks for');
    await models.Person.updateOne({ _id: found._id }, { $set: { passkeyRequired } });
    await recordAudit(models, admin(), passkeyRequired ? 'secondFactor.on' : 'secondFactor.off');
    return { passkeyRequired };
  });

  adminRoute(router, models, calls.passkeySignInOptions, async ({ ctx }) => signInOptions(models, relyingParty(siteOrigin(env, ctx))), {
    before: [ceremonyStartLimit()],
  });

  /** Instead of a password, or after it: the passkey's person gets a session. */
  const passkeyIn =
    (kind: 'passkeySignIn' | 'secondFactor') =>
    async ({ ctx, input }: AdminRequest<typeof calls.passkeySignIn>) => {
      const { challengeId, response } = input.body;
      const { personId, first } = await verifySignIn(models, relyingParty(siteOrigin(env, ctx)), kind, challengeId, response as AuthenticationResponseJSON);
      const found = await models.Person.findById(personId).lean<PersonDoc>();
      if (!found) throw Unauthorized('This passkey’s person is no longer on the team');
      // Revoked while it signed (passkeys go before a reset's or Sign out everywhere's new generation): no session.
      if (!(await models.Passkey.exists({ _id: response.id }))) throw Unauthorized('This passkey was removed: sign in another way');
      return opener.open(ctx, personOwner(found), first === null ? 'passkey' : first === 'sso' ? 'ssoAndPasskey' : 'passwordAndPasskey', found.email);
    };
  adminRoute(router, models, calls.passkeySignIn, passkeyIn('passkeySignIn'));
  adminRoute(router, models, calls.loginSecondFactor, passkeyIn('secondFactor'));

  return router;
}
