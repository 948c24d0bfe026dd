import type { Context } from 'koa';
import type { Env } from '../env';
import { HttpError } from '../errors';

export type OidcEnv = Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ROLE_CLAIM'>;

/** Single sign-on is offered when the issuer and this site's client at it are configured (env.ts checks all three go together). */
export function oidcConfigured(env: OidcEnv): boolean {
  return Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}

export const NO_PUBLIC_ORIGIN =
  'PUBLIC_ORIGIN is not set on this server: invitation and reset links, passkeys and single sign-on need the site’s public origin';

/**
 * The site's origin: PUBLIC_ORIGIN, or outside production (where it may be unset) the request's. In
 * production a request's Host never makes a link, a passkey's relying party or a return address: without
 * PUBLIC_ORIGIN those calls answer 503.
 */
export function siteOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'NODE_ENV'>, ctx: Context): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  if (env.NODE_ENV === 'production') throw new HttpError('unavailable', NO_PUBLIC_ORIGIN);
  return `${ctx.protocol}://${ctx.host}`;
}

/** Where the identity provider sends the browser back: the sign-in screen, which finishes the sign-in. */
export function redirectUri(origin: string): string {
  return `${origin}/admin/login`;
}

/** An issuer on this machine (tests, local demos) may speak plain HTTP; any other must use HTTPS. */
export function isLoopbackIssuer(issuer: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(issuer).hostname);
}
