import { registerRemotes } from '@module-federation/enhanced/runtime';
import { setApiBaseUrl } from '@kb/api-client';

/** The run-time configuration the shell fetches (served as /remotes.json): where the remotes and the API live. */
export interface RuntimeConfig {
  /** Remote name → URL of its remoteEntry.js (absolute, or relative to the page). */
  remotes: Record<string, string>;
  /** Origin of the API; '' when it is the page's own origin. */
  apiBaseUrl: string;
}

let remotes: Record<string, string> = {};

export async function loadRuntimeConfig(url = '/remotes.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  remotes = config.remotes;
  setApiBaseUrl(config.apiBaseUrl);
  register(false);
  return config;
}

/** Registers the remotes with the federation runtime; `force` drops a failed entry so it loads again. */
export function register(force: boolean, only?: string): void {
  const list = Object.entries(remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).toString() }));
  registerRemotes(list, { force });
}
