import { z } from 'zod';

const Bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the API reads. docs/configuration.md lists the same table. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  /**
   * Unless MONGODB_URI is set, the product starts FerretDB on `embedded` SQLite files (DATA_DIR/db), or on `postgres`:
   * POSTGRES_URL, or else a private PostgreSQL cluster it creates in DATA_DIR/pg.
   */
  DATABASE: z.enum(['embedded', 'postgres']).default('embedded'),
  POSTGRES_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  /** Front-end origins allowed to call the API from another origin, comma-separated. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  SEED_ON_EMPTY: Bool.default(true),
  /** Lets the gap analysis fetch 127.0.0.1 (tests and local demos only); every other private address stays refused. */
  ANALYSIS_ALLOW_LOOPBACK: Bool.default(false),
  /**
   * Behind one reverse proxy: take the client address from the last X-Forwarded-For entry (the one the
   * proxy appended). Off, the header is ignored, so clients cannot pick their own address for rate limits.
   */
  TRUST_PROXY: Bool.default(false),
  /** Public searches per client address per 10 seconds (search-as-you-type sends one per key press). */
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Search summaries and suggestions together, per client address per 10 seconds. */
  SEARCH_ANSWER_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Days raw analytics rows (searches, opened results, votes, views) are kept before they are deleted; day totals stay. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Mails invitation and password-reset links through this server (smtp:// or smtps://, user and password in the URL); unset, links are only shown to copy. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of those mails. */
  MAIL_FROM: z.string().default('Skyframe Studio Knowledge Base <no-reply@skyframe-labs.example>'),
  /**
   * The site's public origin (the site server reads it too): passkeys' relying party id and origin, and the
   * single sign-on's return address. Unset outside production: the request's origin.
   */
  PUBLIC_ORIGIN: z
    .url()
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  /** Single sign-on with OpenID Connect: the issuer (discovered at the first SSO sign-in), and this site's client at it. All three or none. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** A claim of the ID token or userinfo naming a role (viewer, editor, publisher, owner) for someone not yet on the team. */
  OIDC_ROLE_CLAIM: z.string().optional(),
});
export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment; on a bad value prints which and why, and exits with code 1. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
    }
    process.exit(1);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
    console.error('Invalid environment variable ADMIN_PASSWORD: required when NODE_ENV=production');
    process.exit(1);
  }
  if (env.DATABASE === 'postgres' && env.MONGODB_URI) {
    console.error('Invalid environment variable DATABASE: DATABASE=postgres and MONGODB_URI exclude each other (MONGODB_URI is a database of its own)');
    process.exit(1);
  }
  if (env.POSTGRES_URL && env.DATABASE !== 'postgres') {
    console.error('Invalid environment variable POSTGRES_URL: it is used with DATABASE=postgres only (set both)');
    process.exit(1);
  }
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) {
    console.error('Invalid environment variable OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together (set all three, or none)');
    process.exit(1);
  }
  return env;
}
