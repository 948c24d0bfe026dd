import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabase } from '../src/db/launcher';
import './providedContext';

/** One real embedded database for the whole test run, in a fresh temporary folder. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kb-test-db-'));
  const database = await startDatabase({ uri: process.env.MONGODB_URI, dataDir: dir, log: () => {} });
  project.provide('mongoUri', database.uri);
  return async () => {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
