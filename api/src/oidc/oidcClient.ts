import * as openid from 'openid-client';
import { HttpError, Unauthorized } from '../errors';
import type { Logger } from '../logger';
import { isLoopbackIssuer, type OidcEnv } from './oidcSettings';

/** What a started sign-in keeps on the server (signIn/challenges.ts) until the provider sends the browser back. */
export interface SsoSecrets {
  verifier: string;
  nonce: string;
  redirectUri: string;
  /** SHA-256 of the browser binding cookie: only the browser that started the sign-in can finish it. */
  binding: string;
}

/** The identity the provider vouched for: the ID token's claims merged with userinfo's. */
export type SsoClaims = Record<string, unknown> & { iss: string; sub: string };

const unreachable = () =>
  new HttpError('unavailable', 'The identity provider could not be reached. Please try again in a few seconds.', undefined, { 'Retry-After': '5' });

/**
 * This site as an OpenID Connect client (openid-client 6): authorization code with PKCE (S256), state and
 * nonce, the client secret sent with HTTP Basic. The issuer is discovered at the first SSO sign-in (not at
 * start, so a provider that is down never stops the site) and kept; a failed discovery is tried again next time.
 */
export class OidcClient {
  private config: Promise<openid.Configuration> | null = null;

  constructor(
    private readonly env: Required<Pick<OidcEnv, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>>,
    private readonly logger: Logger,
  ) {}

  private configuration(): Promise<openid.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = this.env;
    this.config ??= openid
      .discovery(new URL(OIDC_ISSUER), OIDC_CLIENT_ID, undefined, openid.ClientSecretBasic(OIDC_CLIENT_SECRET), {
        execute: isLoopbackIssuer(OIDC_ISSUER) ? [openid.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.config = null;
        this.logger.warn({ err: error, issuer: OIDC_ISSUER }, 'OpenID Connect discovery failed');
        throw unreachable();
      });
    return this.config;
  }

  /** The provider's authorization URL for a new sign-in, with the secrets to keep for its return. */
  async start(redirectUri: string, state: string): Promise<{ url: string; verifier: string; nonce: string }> {
    const config = await this.configuration();
    const verifier = openid.randomPKCECodeVerifier();
    const nonce = openid.randomNonce();
    const url = openid.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await openid.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, verifier, nonce };
  }

  /**
   * Exchanges the code of the provider's answer (checking state, nonce, PKCE, issuer and the ID token's
   * signature) and reads userinfo. A refusal by the provider or a check that fails is 401 with the reason.
   */
  async finish(query: string, state: string, secrets: SsoSecrets): Promise<SsoClaims> {
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof openid.authorizationCodeGrant>>;
    try {
      tokens = await openid.authorizationCodeGrant(config, new URL(`${secrets.redirectUri}${query}`), {
        pkceCodeVerifier: secrets.verifier,
        expectedNonce: secrets.nonce,
        expectedState: state,
        idTokenExpected: true,
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'single sign-on refused');
      const reason = error instanceof openid.AuthorizationResponseError ? (error.error_description ?? error.error) : 'its answer did not pass the checks';
      throw Unauthorized(`The identity provider did not sign you in: ${reason}`);
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw Unauthorized('The identity provider did not sign you in: no ID token');
    const userinfo = await openid.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'OpenID Connect userinfo failed');
      throw unreachable();
    });
    return { ...userinfo, ...idClaims } as SsoClaims;
  }
}
