import { z } from 'zod';

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether a URL is plain http:// to a host other than this machine (a relative one is not). */
function insecureRemote(url: string): boolean {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  return parsed?.protocol === 'http:' && !LOOPBACK_HOST.test(parsed.hostname);
}

/** The site server's own settings (the API's are in api/src/env.ts). */
export const SiteEnvSchema = z.object({
  /** The public remote's browser build; its server build, beside it, runs in the site server, so never over plain HTTP from another machine. */
  REMOTE_PUBLIC_KB_URL: z
    .string()
    .default('/remotes/public-kb/remoteEntry.js')
    .refine(
      (url) => !insecureRemote(url),
      'http:// is refused but to this machine (localhost, 127.0.0.1, [::1]): the site server runs the server build beside it; use https://',
    ),
  /**
   * The SHA-384 (`sha384-<base64>`) the public remote's server build must have to be run; unset, the one the build wrote
   * beside the site server's own copy of it (public-kb/dist/server/remoteEntry.js.sha384).
   */
  REMOTE_PUBLIC_KB_SERVER_SHA384: z
    .string()
    .regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'must be sha384-<base64 of 48 bytes>, as the build writes it in public-kb/dist/server/remoteEntry.js.sha384')
    .optional(),
  REMOTE_ADMIN_CONSOLE_URL: z.string().default('/remotes/admin-console/remoteEntry.js'),
  /** Origin of the API when the front ends are served from elsewhere; '' = same origin. */
  API_BASE_URL: z.string().default(''),
  /** Where Report Issue sends its mail drafts (written into every page as <meta name="kb-support-email">). */
  SUPPORT_EMAIL: z.email().default('support@skyframe-labs.example'),
  /** The site's public origin for canonical URLs and the sitemap; required in production, else the request's origin. */
  PUBLIC_ORIGIN: z
    .url()
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
});
export type SiteEnv = z.infer<typeof SiteEnvSchema>;

/**
 * Parses the site server's environment; errors name the variable. In production PUBLIC_ORIGIN is
 * required: canonical links, og:url, the sitemap and robots.txt are never built from a request's Host.
 */
export function parseSiteEnv(source: NodeJS.ProcessEnv): { env: SiteEnv; errors: [] } | { env: null; errors: string[] } {
  const parsed = SiteEnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success)
    return { env: null, errors: parsed.error.issues.map((issue) => `Invalid environment variable ${issue.path.join('.')}: ${issue.message}`) };
  if (source.NODE_ENV === 'production' && !parsed.data.PUBLIC_ORIGIN) {
    return {
      env: null,
      errors: ['Invalid environment variable PUBLIC_ORIGIN: required when NODE_ENV=production (the origin visitors use, e.g. https://kb.example.com)'],
    };
  }
  return { env: parsed.data, errors: [] };
}

/** parseSiteEnv, or the errors printed and exit code 1. */
export function loadSiteEnv(source: NodeJS.ProcessEnv = process.env): SiteEnv {
  const { env, errors } = parseSiteEnv(source);
  if (!env) {
    for (const error of errors) console.error(error);
    process.exit(1);
  }
  return env;
}

/** The run-time configuration the shell fetches as /remotes.json. */
export function runtimeConfig(env: SiteEnv) {
  return {
    remotes: { public_kb: env.REMOTE_PUBLIC_KB_URL, admin_console: env.REMOTE_ADMIN_CONSOLE_URL },
    apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ''),
  };
}
