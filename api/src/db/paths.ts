import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env';

/** The repository root: the nearest folder above this file with pnpm-workspace.yaml (works from src/ and dist/). */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
export const toolsDir = path.join(repoRoot, '.tools');

/** Data folders are relative to the repository root unless absolute. */
export function dataPath(env: Pick<Env, 'DATA_DIR'>, ...parts: string[]): string {
  return path.resolve(repoRoot, env.DATA_DIR, ...parts);
}
