import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { register } from './config';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded.`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const RETRY_DELAY_MS = 400;

/**
 * Shared modules a remote uses that the host's own code does not. Importing them here (lazily: visitors
 * never download them) makes the host provide them, loaded before the remote so that the remote takes
 * the host's copy. Without it the admin console would bring its own swr/mutation with its own copy of
 * swr's cache, and its writes would not refresh the lists they change (Revision History, Saved URLs).
 */
const HOST_PROVIDED: Record<string, () => Promise<unknown>> = {
  admin_console: () => import('swr/mutation'),
};
type Loaded = { default: ComponentType };
const loaded = new Map<string, ComponentType>();

/** A module that has already loaded, so it can render without suspending. */
export function loadedComponent(id: string): ComponentType | undefined {
  return loaded.get(id);
}

/**
 * Loads `remote/Module`; on failure it forgets the remote's entry and tries once more before the
 * error reaches the boundary (which offers a Retry button).
 */
export async function loadRemoteModule(id: string): Promise<Loaded> {
  const remote = id.split('/')[0]!;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await HOST_PROVIDED[remote]?.();
      const mod = await loadRemote<Loaded>(id);
      if (!mod?.default) throw new Error(`${id} has no default export`);
      loaded.set(id, mod.default);
      return mod;
    } catch (error) {
      register(true, remote);
      if (attempt >= 1) throw new RemoteLoadError(remote, error);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    }
  }
}

/** Loads a route's modules ahead of the first render; failures are left for the boundary to show. */
export async function preloadModules(ids: string[]): Promise<void> {
  await Promise.all(ids.map((id) => loadRemoteModule(id).catch(() => undefined)));
}
