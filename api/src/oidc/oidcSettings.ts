import type { Context } from 'koa';
import type { Env } from '../env';

export type OidcEnv = Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ROLE_CLAIM'>;

/** Single sign-on is offered when the issuer and this site's client at it are configured (env.ts checks all three go together). */
export function oidcConfigured(env: OidcEnv): boolean {
  return Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}

/** The site's origin: PUBLIC_ORIGIN, or (outside production, where it may be unset) the request's. */
export function siteOrigin(env: Pick<Env, 'PUBLIC_ORIGIN'>, ctx: Context): string {
  return env.PUBLIC_ORIGIN ?? `${ctx.protocol}://${ctx.host}`;
}

/** Where the identity provider sends the browser back: the sign-in screen, which finishes the sign-in. */
export function redirectUri(origin: string): string {
  return `${origin}/admin/login`;
}

/** An issuer on this machine (tests, local demos) may speak plain HTTP; any other must use HTTPS. */
export function isLoopbackIssuer(issuer: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(issuer).hostname);
}
