import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import type { AppDeps } from '../../../deps';
import { NO_PUBLIC_ORIGIN, siteOrigin } from '../../../oidc/oidcSettings';
import { LinkMailer } from '../../../people/mailer';
import {
  acceptLink,
  changeRole,
  invitePerson,
  openLink,
  presentPerson,
  presentTeam,
  removePerson,
  renewInvitation,
  resetPassword,
  revokeInvitation,
  type IssuedLink,
} from '../../../people/people';
import { adminRoute } from '../route';

/** Where a link's secret goes: the sign-in page reads it from the fragment, which no server or log sees. */
const LINK_PATH = '/admin/login#invitation=';

/**
 * The team: the owner invites people by email address and role, changes roles, resets passwords and
 * removes people; an invited person sets their password from their single-use link.
 */
export function peopleRoutes({ env, logger, models }: AppDeps): Router {
  const router = new Router();
  const mailer = new LinkMailer(env, logger);
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) logger.warn(NO_PUBLIC_ORIGIN);

  /** The link to copy, on the site's origin (`siteOrigin`: PUBLIC_ORIGIN, never a Host in production), mailed too when SMTP_URL is set and `mail`. */
  const answerLink = async (origin: string, issued: IssuedLink, mail = true) => {
    const link = `${origin}${LINK_PATH}${issued.token}`;
    const { person, purpose, expiresAt } = issued;
    const mailed = mail && (await mailer.send({ to: person.email, name: person.name, purpose, link, expiresAt }));
    return { person: presentPerson(person, purpose === 'invite' ? expiresAt : null), link, expiresAt: expiresAt.toISOString(), mailed };
  };

  adminRoute(router, models, calls.people, () => presentTeam(models));

  adminRoute(
    router,
    models,
    calls.invitePerson,
    async ({ ctx, input, admin }) => {
      const origin = siteOrigin(env, ctx);
      const issued = await invitePerson(models, input.body, admin());
      await recordAudit(models, admin(), 'person.invite', `person:${issued.person._id} ${issued.person.email} role:${issued.person.role}`);
      return answerLink(origin, issued);
    },
    { status: 201 },
  );

  adminRoute(router, models, calls.updatePerson, async ({ input, admin }) => {
    const person = await changeRole(models, input.params.id, input.body.role);
    await recordAudit(models, admin(), 'person.role', `person:${person._id} ${person.email} role:${person.role}`);
    return presentPerson(person);
  });

  adminRoute(router, models, calls.resetPassword, async ({ ctx, input, admin }) => {
    const origin = siteOrigin(env, ctx);
    const issued = await resetPassword(models, input.params.id);
    await recordAudit(models, admin(), 'person.resetPassword', `person:${issued.person._id} ${issued.person.email}`);
    return answerLink(origin, issued);
  });

  adminRoute(router, models, calls.removePerson, async ({ input, admin }) => {
    const { person, sessionsEnded } = await removePerson(models, input.params.id);
    await recordAudit(models, admin(), 'person.remove', `person:${person._id} ${person.email}`, { concerns: { personId: person._id, adminName: person.name } });
    return { ok: true as const, sessionsEnded };
  });

  adminRoute(router, models, calls.renewInvitation, async ({ ctx, input, admin }) => {
    const origin = siteOrigin(env, ctx);
    const issued = await renewInvitation(models, input.params.id, admin());
    await recordAudit(models, admin(), input.body.mail ? 'invitation.resend' : 'invitation.link', `person:${issued.person._id} ${issued.person.email}`);
    return answerLink(origin, issued, input.body.mail);
  });

  adminRoute(router, models, calls.revokeInvitation, async ({ input, admin }) => {
    const person = await revokeInvitation(models, input.params.id);
    await recordAudit(models, admin(), 'invitation.revoke', `person:${person._id} ${person.email}`, {
      concerns: { personId: person._id, adminName: person.name },
    });
    return { ok: true as const };
  });

  adminRoute(router, models, calls.invitation, async ({ input }) => {
    const { person, link } = await openLink(models, input.body.token);
    return { email: person.email, name: person.name, purpose: link.purpose, expiresAt: new Date(link.expiresAt).toISOString() };
  });

  adminRoute(router, models, calls.acceptInvitation, async ({ input }) => {
    const { person, link } = await acceptLink(models, input.body.token, input.body.password);
    const self = { personId: person._id, adminName: person.name };
    // An invitation accepted is told to whoever invited them; a reset link used is a password set.
    if (link.purpose === 'invite')
      await recordAudit(models, self, 'invitation.accept', `person:${person._id} ${person.email} role:${person.role}`, { concerns: link.issuedBy ?? null });
    else await recordAudit(models, self, 'person.setPassword', `person:${person._id} ${person.email}`);
    return { ok: true as const, email: person.email };
  });

  return router;
}
