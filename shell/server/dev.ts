import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { distDirs, repoRoot } from './paths';

/**
 * `pnpm dev`: the same site as `pnpm start`, with the three front ends rebuilt by webpack in watch
 * mode (pages reload when a build changes) and the server restarted by tsx when server code changes.
 */
const children: ChildProcess[] = [];
const env = { ...process.env, NODE_ENV: 'development', KB_LIVE_RELOAD: 'true' };
for (const app of Object.keys(distDirs)) {
  mkdirSync(distDirs[app as keyof typeof distDirs], { recursive: true });
  children.push(spawn('pnpm', ['exec', 'webpack', '--watch', '--config', 'webpack.config.js'], { cwd: path.join(repoRoot, app), stdio: 'inherit', env }));
}
children.push(spawn('pnpm', ['exec', 'tsx', 'watch', '--clear-screen=false', 'shell/server/main.ts'], { cwd: repoRoot, stdio: 'inherit', env }));
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
