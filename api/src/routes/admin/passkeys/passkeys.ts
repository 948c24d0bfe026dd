import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { recordAudit } from '../../../commands/recordAudit';
import type { AppDeps } from '../../../deps';
import { Conflict, NotFound, Unauthorized } from '../../../errors';
import type { PersonDoc } from '../../../models';
import { siteOrigin } from '../../../oidc/oidcSettings';
import { listPasskeys, presentPasskey, registerPasskey, registrationOptions, relyingParty, signInOptions, verifySignIn } from '../../../passkeys/ceremonies';
import { ceremonyStartLimit } from '../../../signIn/challenges';
import { personOwner, SessionOpener } from '../../../signIn/openSession';
import { adminRoute, type AdminRequest } from '../route';

/**
 * Passkeys (WebAuthn, @simplewebauthn/server): a signed-in person adds and removes their own; anyone
 * signs in with one instead of a password, and a person who asks for it (second factor) after their password. The relying party is PUBLIC_ORIGIN (its host name is the id).
 * Challenges are kept on the server for 10 minutes and used once (signIn/challenges.ts).
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

  adminRoute(router, models, calls.passkeyRegistrationOptions, async ({ ctx, admin }) =>
    registrationOptions(models, relyingParty(siteOrigin(env, ctx)), await person(admin().personId)),
  );

  adminRoute(
    router,
    models,
    calls.registerPasskey,
    async ({ ctx, admin, input }) => {
      const { challengeId, response } = input.body;
      const doc = await registerPasskey(models, relyingParty(siteOrigin(env, ctx)), await person(admin().personId), challengeId, response as RegistrationResponseJSON);
      await recordAudit(models, admin(), 'passkey.add', doc.label);
      return presentPasskey(doc);
    },
    { status: 201 },
  );

  adminRoute(router, models, calls.removePasskey, async ({ admin, input }) => {
    const { personId } = admin();
    const removed = personId ? await models.Passkey.deleteOne({ _id: input.params.id, personId }) : { deletedCount: 0 };
    if (removed.deletedCount !== 1) throw NotFound('No such passkey of yours');
    // Without a passkey left, a required second factor would lock the person out of their password.
    if (!(await models.Passkey.exists({ personId }))) await models.Person.updateOne({ _id: personId }, { $set: { passkeyRequired: false } });
    await recordAudit(models, admin(), 'passkey.remove');
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
    if (passkeyRequired && !(await models.Passkey.exists({ personId: found._id }))) throw Conflict('Add a passkey first: it is what the second factor asks for');
    await models.Person.updateOne({ _id: found._id }, { $set: { passkeyRequired } });
    await recordAudit(models, admin(), passkeyRequired ? 'secondFactor.on' : 'secondFactor.off');
    return { passkeyRequired };
  });

  adminRoute(router, models, calls.passkeySignInOptions, async ({ ctx }) => signInOptions(models, relyingParty(siteOrigin(env, ctx))), { before: [ceremonyStartLimit()] });

  /** Instead of a password, or after it: the passkey's person gets a session. */
  const passkeyIn = (kind: 'passkeySignIn' | 'secondFactor') => async ({ ctx, input }: AdminRequest<typeof calls.passkeySignIn>) => {
    const { challengeId, response } = input.body;
    const personId = await verifySignIn(models, relyingParty(siteOrigin(env, ctx)), kind, challengeId, response as AuthenticationResponseJSON);
    const found = await models.Person.findById(personId).lean<PersonDoc>();
    if (!found) throw Unauthorized('This passkey’s person is no longer on the team');
    return opener.open(ctx, personOwner(found), kind === 'passkeySignIn' ? 'passkey' : 'passwordAndPasskey', found.email);
  };
  adminRoute(router, models, calls.passkeySignIn, passkeyIn('passkeySignIn'));
  adminRoute(router, models, calls.loginSecondFactor, passkeyIn('secondFactor'));

  return router;
}
