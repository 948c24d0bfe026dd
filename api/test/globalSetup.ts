import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDatabase } from '../src/db/launcher';
import './providedContext';

/**
 * One real embedded database for the whole test run, in a fresh temporary folder: FerretDB on SQLite, or with
 * TEST_DATABASE=postgres on PostgreSQL (POSTGRES_URL, else a private cluster in that folder).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kb-test-db-'));
  // As root the cluster runs as the postgres user, who must be able to pass through the folder.
  chmodSync(dir, 0o711);
  const postgres = process.env.TEST_DATABASE === 'postgres' ? { url: process.env.POSTGRES_URL } : undefined;
  const database = await startDatabase({ uri: process.env.MONGODB_URI, dataDir: dir, postgres, log: () => {} });
  project.provide('mongoUri', database.uri);
  project.provide('postgresUrl', database.postgresUrl);
  return async () => {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
