import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { startApi } from '../src/bootstrap';
import { EnvSchema } from '../src/env';
import { createLogger } from '../src/logger';
import { loopbackUrl } from './harness';

interface LogLine {
  level: number;
  msg: string;
}

/**
 * An instance started the production way (startApi) on another instance's database with its own DATA_DIR
 * (where its read-model snapshot lives); its log lines are kept. `databaseUri` undefined: the database `env` names.
 */
export async function startProductionInstance(databaseUri: string | undefined, dataDir: string, more: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const logger = createLogger('info', new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
  const env = EnvSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'info', MONGODB_URI: databaseUri, SEED_ON_EMPTY: 'false', DATA_DIR: dataDir, ...more });
  const api = await startApi(env, { logger });
  const server = api.app.listen(0, '127.0.0.1');
  const url = await loopbackUrl(server);
  return {
    api,
    url,
    lines,
    messages: () => lines.map((line) => line.msg),
    get: (pathname: string) => fetch(`${url}${pathname}`),
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** A new DATA_DIR in which an instance on the database has written its read-model snapshot (started, ready, closed). */
export async function dataDirWithSnapshot(databaseUri: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kb-snapshot-'));
  const first = await startProductionInstance(databaseUri, dataDir);
  await first.api.ready;
  await first.close();
  return dataDir;
}

export type ProductionInstance = Awaited<ReturnType<typeof startProductionInstance>>;
