import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where each front-end app's production build lands. */
export const distDirs = {
  shell: path.join(repoRoot, 'shell', 'dist'),
  'public-kb': path.join(repoRoot, 'public-kb', 'dist'),
  'admin-console': path.join(repoRoot, 'admin-console', 'dist'),
} as const;
export type FrontEndApp = keyof typeof distDirs;
