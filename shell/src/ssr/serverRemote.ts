import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as ApiClient from '@kb/api-client';
import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as Swr from 'swr';

/** The versions of the shared packages this build holds (webpack.common.js, createHostServerConfig). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * The packages a remote's server build shares with this one (webpack.common.js, createServerConfig): the
 * copies this build renders with, so that React, the router, SWR and styled-components (whose style sheet
 * the render collects) are one copy each: the very modules this build's own code imports (an `import`
 * and a `require` of a package with both builds would be two copies). @kb/ui comes with the remote.
 */
const SHARED: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  'styled-components': StyledComponents,
  swr: Swr,
  '@radix-ui/react-dialog': RadixDialog,
  '@kb/api-client': ApiClient,
};

const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

function sharedConfig() {
  return Object.fromEntries(
    Object.entries(SHARED).map(([name, module]) => [
      name,
      { version: __SHARED_VERSIONS__[packageOf(name)], lib: () => module, shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  );
}

/**
 * Runs the remote entry this process has read (from disk or over HTTP) as a CommonJS module, as
 * @module-federation/sdk's Node loader does, so the build that runs is the one whose id was taken.
 */
function entryOf(name: string, entry: string, source: Buffer): ModuleFederationRuntimePlugin {
  return {
    name: 'kb-server-entry',
    loadEntry({ remoteInfo }) {
      if (remoteInfo.name !== name) return undefined;
      const filename = entry.startsWith('file:') ? fileURLToPath(entry) : path.join(process.cwd(), 'remoteEntry.js');
      const module = { exports: {} as Record<string, unknown> };
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source.toString('utf8')}\n})`, {
        filename,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, createRequire(filename), path.dirname(filename), filename);
      return (module.exports[name] ?? module.exports) as never;
    },
  };
}

export interface ServerRemoteBuild {
  /** Identifies the build (a hash of its remote entry): a render made from another build is stale. */
  id: string;
  /** The exposed modules' default exports, by id (`public_kb/ArticlePage`). */
  modules: Map<string, ComponentType>;
}

/**
 * Loads a remote's server build (`…/server/remoteEntry.js`, from disk or over HTTP) and the modules a
 * page renders, when the SHA-384 of what was read is `sha384` (`sha384-<base64>`); else it throws, having run
 * nothing. Each load is a fresh federation instance, so a newly deployed build is taken as it is.
 */
export async function loadServerRemote(name: string, entry: string, moduleIds: readonly string[], sha384: string): Promise<ServerRemoteBuild> {
  const source = entry.startsWith('file:') ? await readFile(fileURLToPath(entry)) : await fetchEntry(entry);
  const actual = `sha384-${createHash('sha384').update(source).digest('base64')}`;
  if (actual !== sha384) throw new Error(`its SHA-384 is ${actual}, not the ${sha384} the deployment gives: not run`);
  const id = createHash('sha1').update(source).digest('base64url').slice(0, 12);
  const instance = createInstance({
    name: `kb_site_server_${id}`,
    remotes: [{ name, entry: `${entry}${entry.includes('?') ? '&' : '?'}build=${id}` }],
    shared: sharedConfig(),
    plugins: [entryOf(name, entry, source)],
  });
  const modules = new Map<string, ComponentType>();
  for (const moduleId of moduleIds) {
    const loaded = await instance.loadRemote<{ default: ComponentType }>(moduleId);
    if (!loaded?.default) throw new Error(`${moduleId} has no default export in ${entry}`);
    modules.set(moduleId, loaded.default);
  }
  return { id, modules };
}

async function fetchEntry(entry: string): Promise<Buffer> {
  const response = await fetch(entry, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${entry} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}
