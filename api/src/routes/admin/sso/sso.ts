import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import { calls } from '@kb/contracts';
import type { AppDeps } from '../../../deps';
import { Gone, NotFound } from '../../../errors';
import { OidcClient, type SsoSecrets } from '../../../oidc/oidcClient';
import { oidcConfigured, redirectUri, siteOrigin } from '../../../oidc/oidcSettings';
import { ssoPerson } from '../../../oidc/ssoPerson';
import { relyingParty, secondFactorOptions } from '../../../passkeys/ceremonies';
import { ceremonyStartLimit } from '../../../middlewares/rateLimit';
import { deleteOldChallenges, issueChallenge, CHALLENGE_MINUTES, takeChallenge } from '../../../signIn/challenges';
import { personOwner, SessionOpener } from '../../../signIn/openSession';
import { adminRoute, type AdminRequest } from '../route';

/** Ties a started sign-in to the browser that started it (HttpOnly, only sent to these calls). */
const BINDING_COOKIE = 'kb_sso';
const BINDING_PATH = '/api/admin/sso';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Single sign-on with OpenID Connect (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). Start: the state
 * (the id of a single-use server-side challenge holding the PKCE verifier and nonce, 10 minutes) and a
 * binding cookie; the browser goes to the provider, which sends it back to /admin/login?code=…&state=….
 * Finish: the sign-in screen posts that query string; the challenge is used once, the cookie must match,
 * the code is exchanged, and the verified email address is matched to a person (oidc/ssoPerson.ts), who
 * gets an ordinary session, or, when they asked for a passkey after their password, a passkey challenge
 * first (as after a password). Without OIDC configured both calls answer 404.
 */
export function ssoRoutes(deps: AppDeps): Router {
  const { env, logger, models } = deps;
  const router = new Router();
  const client = oidcConfigured(env) ? new OidcClient(env as Required<typeof env>, logger) : null;
  const opener = new SessionOpener(deps);
  const configured = () => {
    if (!client) throw NotFound('Single sign-on is not configured on this site');
    return client;
  };

  const start = async ({ ctx }: AdminRequest<typeof calls.ssoStart>) => {
    const oidc = configured();
    await deleteOldChallenges(models);
    const binding = randomBytes(32).toString('base64url');
    const redirect = redirectUri(siteOrigin(env, ctx));
    const state = randomBytes(32).toString('base64url');
    const { url, verifier, nonce } = await oidc.start(redirect, state);
    const secrets: SsoSecrets = { verifier, nonce, redirectUri: redirect, binding: sha256(binding) };
    await issueChallenge(models, 'sso', { ...secrets }, sha256(state));
    ctx.cookies.set(BINDING_COOKIE, binding, {
      path: BINDING_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      maxAge: CHALLENGE_MINUTES * 60_000,
      overwrite: true,
    });
    return { url };
  };
  adminRoute(router, models, calls.ssoStart, start, { before: [ceremonyStartLimit()] });

  adminRoute(router, models, calls.ssoFinish, async ({ ctx, input }) => {
    const oidc = configured();
    const { query } = input.body;
    const state = new URLSearchParams(query).get('state') ?? '';
    const secrets = (await takeChallenge(models, sha256(state), 'sso')) as unknown as SsoSecrets;
    const binding = Buffer.from(sha256(ctx.cookies.get(BINDING_COOKIE) ?? ''));
    if (!timingSafeEqual(binding, Buffer.from(secrets.binding))) throw Gone('This sign-in was started in another browser: start again here');
    ctx.cookies.set(BINDING_COOKIE, null, { path: BINDING_PATH });
    const claims = await oidc.finish(query, state, secrets);
    const person = await ssoPerson(models, claims, env.OIDC_ROLE_CLAIM);
    // The provider stands for the password: a person who asked for a passkey after it signs a challenge too.
    if (person.passkeyRequired) return { secondFactor: await secondFactorOptions(models, relyingParty(siteOrigin(env, ctx)), person._id, 'sso') };
    return opener.open(ctx, personOwner(person), 'sso', person.email);
  });

  return router;
}
