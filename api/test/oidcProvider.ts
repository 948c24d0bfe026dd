import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who the provider signs in next: the claims it vouches for. */
interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  /** The role claim (kb_role). */
  kb_role?: string | string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the site's client (its redirect URI); until then the provider answers 503. */
  register(redirectUri: string): void;
  /** The account the provider's sign-in screen signs in as, from now on. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
}

export const ROLE_CLAIM = 'kb_role';

/**
 * A real OpenID provider (oidc-provider 9) on 127.0.0.1. Its sign-in and consent screens are replaced by
 * what a person at the provider would do: sign in as the account given by `signInAs` and grant the
 * site's scopes (through the library's interaction API, the way any provider plugs in its own screens).
 */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kb-site';
  const clientSecret = 'kb-site-secret-for-tests-only-4b1e';
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  let provider: Provider | null = null;
  let account: TestAccount | null = null;

  const interact = async (req: IncomingMessage, res: ServerResponse, live: Provider) => {
    const details = await live.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!account) throw new Error('signInAs() was not called');
      await live.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new live.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await live.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  };

  server.on('request', (req, res) => {
    if (!provider) {
      res.writeHead(503).end();
      return;
    }
    const live = provider;
    if (/^\/interaction\/[^/?]+$/.test(req.url ?? '')) {
      interact(req, res, live).catch((error: unknown) => res.writeHead(500).end(String(error)));
      return;
    }
    void live.callback()(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    register(redirectUri) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', ROLE_CLAIM] },
        findAccount: (_ctx, sub) => (account && account.sub === sub ? { accountId: sub, claims: () => ({ ...(account as TestAccount), sub }) } : undefined),
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        jwks: { keys: [signingKey] },
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
        cookies: { keys: ['kb-test-provider-cookie-key'] },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
      });
    },
    signInAs(next) {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
