import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDirs, repoRoot, type FrontEndApp } from './paths';

/** Builds the front-end apps whose dist folder is missing (`pnpm build` rebuilds all). */
export function buildMissing(log: (message: string) => void): void {
  if (process.env.KB_LIVE_RELOAD === 'true') return; // `pnpm dev` builds in watch mode
  const missing = (Object.keys(distDirs) as FrontEndApp[]).filter((app) => !existsSync(path.join(distDirs[app], 'main.js')));
  if (missing.length === 0) return;
  log(`Building ${missing.join(', ')}...`);
  const filters = missing.flatMap((app) => ['--filter', `./${app}`]);
  const result = spawnSync('pnpm', ['-r', '--parallel', ...filters, 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Building ${missing.join(', ')} failed`);
}
