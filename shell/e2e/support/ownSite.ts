import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD } from '../playwright.config';
import { repoRoot } from './buildRemote';

export interface OwnSite {
  url: string;
  stop(): Promise<void>;
}

/** A free-enough port for a site of a spec's own (the suite's site has E2E_PORT). */
export function randomPort(): number {
  return 20_000 + Math.floor(Math.random() * 20_000);
}

/**
 * The production site (`shell/server/main.ts`, the built front ends) on `port` with an empty database of
 * its own and extra environment (say OIDC_*), for a spec that needs settings the suite's site does not
 * have. `host` names it in PUBLIC_ORIGIN (passkeys need a host name: `localhost`, not an IP address). Ready
 * once search is (everything is loaded).
 */
export async function startOwnSite(port: number, env: Record<string, string>, host = 'localhost'): Promise<OwnSite> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kb-own-site-'));
  const url = `http://${host}:${port}`;
  const site: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: url,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; ; i += 1) {
    try {
      const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { searchReady?: boolean };
      if (health.searchReady) break;
    } catch {
      // starting
    }
    if (i > 1200) throw new Error('the site did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      site.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500)); // the site stops its embedded database on SIGTERM
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
