import { createHash } from 'node:crypto';
import { VIDEO_HOSTS } from '@kb/contracts';
import { themeBootScript } from '../../packages/ui/src/themeBoot.js';
import { appLoaderScript } from '../appLoader.js';
import type { SiteEnv } from './siteEnv';

/** Video players article HTML may embed: the hosts the sanitisers keep (@kb/contracts htmlPolicy). */
const VIDEO_FRAMES = VIDEO_HOSTS.map((host) => `https://${host}`);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // relative URL: same origin
  }
}

/**
 * The Content-Security-Policy of the site's pages: scripts only from our own origin, the configured
 * remote origins and the inline theme script and app loader by their hashes (no 'unsafe-eval', no other inline script).
 */
export function contentSecurityPolicy(env: SiteEnv): Record<string, string[]> {
  const remotes = [env.REMOTE_PUBLIC_KB_URL, env.REMOTE_ADMIN_CONSOLE_URL].map(originOf).filter((o): o is string => Boolean(o));
  const api = originOf(env.API_BASE_URL);
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", hashOf(themeBootScript), hashOf(appLoaderScript), ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:', ...remotes],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...remotes, ...(api ? [api] : [])],
    frameSrc: VIDEO_FRAMES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
