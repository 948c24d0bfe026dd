import { z } from 'zod';

/** The site server's own settings (the API's are in api/src/env.ts). */
export const SiteEnvSchema = z.object({
  REMOTE_PUBLIC_KB_URL: z.string().default('/remotes/public-kb/remoteEntry.js'),
  REMOTE_ADMIN_CONSOLE_URL: z.string().default('/remotes/admin-console/remoteEntry.js'),
  /** Origin of the API when the front ends are served from elsewhere; '' = same origin. */
  API_BASE_URL: z.string().default(''),
  /** Where Report Issue sends its mail drafts (written into every page as <meta name="kb-support-email">). */
  SUPPORT_EMAIL: z.email().default('support@skyframe-labs.example'),
  /** The site's public origin for canonical URLs and the sitemap; default: the request's origin. */
  PUBLIC_ORIGIN: z.url().transform((url) => url.replace(/\/$/, '')).optional(),
});
export type SiteEnv = z.infer<typeof SiteEnvSchema>;

export function loadSiteEnv(source: NodeJS.ProcessEnv = process.env): SiteEnv {
  const parsed = SiteEnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  return parsed.data;
}

/** The run-time configuration the shell fetches as /remotes.json. */
export function runtimeConfig(env: SiteEnv) {
  return {
    remotes: { public_kb: env.REMOTE_PUBLIC_KB_URL, admin_console: env.REMOTE_ADMIN_CONSOLE_URL },
    apiBaseUrl: env.API_BASE_URL.replace(/\/$/, ''),
  };
}
