import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDirs, repoRoot, type FrontEndApp } from './paths';

/** What each app's build holds: its browser entry, and the server builds the site server renders pages with. */
const BUILT: Record<FrontEndApp, string[]> = {
  shell: ['main.js', 'server/ssr.cjs'],
  'public-kb': ['main.js', 'server/remoteEntry.js', 'server/remoteEntry.js.sha384'],
  'admin-console': ['main.js'],
};

/** Builds the front-end apps whose build is missing or incomplete (`pnpm build` rebuilds all). */
export function buildMissing(log: (message: string) => void): void {
  if (process.env.KB_LIVE_RELOAD === 'true') return; // `pnpm dev` builds in watch mode
  const missing = (Object.keys(distDirs) as FrontEndApp[]).filter((app) => BUILT[app].some((file) => !existsSync(path.join(distDirs[app], file))));
  if (missing.length === 0) return;
  log(`Building ${missing.join(', ')}...`);
  const filters = missing.flatMap((app) => ['--filter', `./${app}`]);
  const result = spawnSync('pnpm', ['-r', '--parallel', ...filters, 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building ${missing.join(', ')} failed`);
}
