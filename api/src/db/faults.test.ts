import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { startDatabase, type RunningDatabase } from './launcher';

/** These tests stop and restart a database of their own (the shared one keeps serving the other files). */
let dir: string;
let database: RunningDatabase;
let api: TestApi;
const PASSWORD = 'fault-test-password';
const login = () => api.send('POST', '/api/admin/login', { adminName: 'Fault Tester', password: PASSWORD });

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not recovered within ${timeoutMs} ms`);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kb-fault-db-'));
  database = await startDatabase({ dataDir: dir, log: () => {} });
  api = await startTestApi({ uri: database.uri, env: { ADMIN_PASSWORD: PASSWORD } });
}, 60_000);

afterAll(async () => {
  await api.close().catch(() => {});
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the database goes away and comes back', () => {
  it('answers 503 JSON within 2 s, keeps serving published pages, and recovers by itself within 5 s', async () => {
    expect((await login()).status).toBe(200);
    await database.stop();

    const health = await timed(() => api.get('/api/health'));
    expect(health.value.status).toBe(503);
    expect(await health.value.json()).toMatchObject({ status: 'degraded' });

    const write = await timed(login);
    expect(write.value.status).toBe(503);
    expect(write.ms).toBeLessThan(2_000);
    expect(await write.value.json()).toEqual({ error: 'The database is unavailable right now. Please try again in a few seconds.' });

    const article = await api.get('/api/articles/genlock-and-timecode-setup');
    expect(article.status).toBe(200);
    expect((await api.get('/api/categories')).status).toBe(200);

    await database.restart();
    const recoveredIn = await until(async () => (await login()).status === 200, 5_000);
    expect(recoveredIn).toBeLessThan(5_000);
    expect((await api.get('/api/health')).status).toBe(200);
  }, 30_000);
});
