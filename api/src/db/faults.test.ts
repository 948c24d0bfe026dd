import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness';
import { DATABASE_UNAVAILABLE } from '../errors';
import { createLogger } from '../logger';
import { databaseDeadline, PING_MS, STALL_CHECK_MS } from '../middlewares/databaseDeadline';
import { errorHandler } from '../middlewares/errorHandler';
import { asAdmin, type AdminClient } from '../../test/admin';
import { startDatabase, type RunningDatabase } from './launcher';

/** These tests stop and restart a database of their own (the shared one keeps serving the other files). */
let dir: string;
let database: RunningDatabase;
let api: TestApi;
let admin: AdminClient;
let articleId: string;
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
  const session = (await (await login()).json()) as { sessionToken: string };
  admin = asAdmin(api, session.sessionToken);
  articleId = (await api.deps.models.Article.findOne().lean())!._id;
}, 60_000);

/** Everything that needs the database answers 503 JSON within 2 s; reads served from memory go on. */
async function expectUnavailable(): Promise<void> {
  const unavailable = { error: DATABASE_UNAVAILABLE, code: 'unavailable' };
  for (const [name, run] of [
    ['sign-in', login],
    ['admin read', () => admin.get('/api/admin/reference-urls')],
    ['save', () => admin.send('POST', '/api/admin/save-revision', { articleId, content: '<p>while down</p>' })],
  ] as const) {
    const answer = await timed(run);
    expect({ name, status: answer.value.status, body: await answer.value.json() }).toEqual({ name, status: 503, body: unavailable });
    expect(answer.ms, name).toBeLessThan(2_000);
    expect(answer.value.headers.get('retry-after')).toBe('5');
  }

  // Health last: the requests above come right after the failure, before the driver has noticed it.
  const health = await timed(() => api.get('/api/health'));
  expect(health.value.status).toBe(503);
  expect(health.ms).toBeLessThan(2_000);
  expect(await health.value.json()).toMatchObject({ status: 'degraded', database: 'disconnected' });

  // Public reads never go to the database: published content is served from the in-memory read
  // model, also for an article no one has asked for yet (its body is prepared on this request).
  const uncached = await timed(() => api.get('/api/articles/genlock-and-timecode-setup'));
  expect(uncached.value.status).toBe(200);
  expect(uncached.ms).toBeLessThan(2_000);
  expect((await api.get('/api/categories')).status).toBe(200);
  expect((await api.get('/api/search?q=timecode')).status).toBe(200);
}

async function expectRecoveredWithin(ms: number): Promise<void> {
  const recoveredIn = await until(async () => (await admin.get('/api/admin/reference-urls')).status === 200, ms);
  expect(recoveredIn).toBeLessThan(ms);
  expect((await api.get('/api/health')).status).toBe(200);
  expect((await login()).status).toBe(200);
  expect((await admin.send('POST', '/api/admin/save-revision', { articleId, content: '<p>after</p>' })).status).toBe(200);
}

/** The embedded server's process id (this file started it), found by the socket it listens on. */
function databasePid(): number {
  const pattern = database.kind === 'ferretdb' ? `listen-unix=${database.socket}` : `--bind_ip ${database.socket}`;
  return Number(execFileSync('pgrep', ['-f', '--', pattern], { encoding: 'utf8' }).trim().split('\n')[0]);
}

// Each part only if its start got that far (they are unset after a failed set-up), so the database never keeps running.
afterAll(async () => {
  await api?.close().catch(() => {});
  await database?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the database goes away and comes back', () => {
  it('answers 503 JSON within 2 s (health, sign-in, an admin read, a save), keeps serving public pages, and recovers by itself within 5 s', async () => {
    expect((await admin.get('/api/admin/reference-urls')).status).toBe(200);
    await database.stop();
    await expectUnavailable();
    await database.restart();
    await expectRecoveredWithin(5_000);
  }, 30_000);

  it('a hung database (process stopped with SIGSTOP) gets 503 within 2 s, not a wait for socketTimeoutMS, and recovers after SIGCONT', async () => {
    expect((await admin.get('/api/admin/reference-urls')).status).toBe(200);
    const pid = databasePid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGSTOP');
    try {
      await expectUnavailable();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await expectRecoveredWithin(5_000);
  }, 60_000);
});

/** Busy for `ms`: our own synchronous work, holding the event loop. */
function block(ms: number): void {
  for (const until = performance.now() + ms; performance.now() < until;);
}

describe('a slow request of our own is not taken for the database being down', () => {
  it('answers 200, not 503, when our own work held the event loop while the stall check waited for its ping', async () => {
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(databaseDeadline(api.deps.conn));
    const pid = databasePid();
    app.use(async (ctx) => {
      // The database is slow to answer (stopped for a moment) when the stall check pings it…
      await new Promise((resolve) => setTimeout(resolve, STALL_CHECK_MS - 100));
      process.kill(pid, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 150));
      await new Promise((resolve) => setImmediate(resolve));
      // …and our own work holds the event loop past the ping's time limit; then the database answers.
      try {
        block(PING_MS + 300);
      } finally {
        process.kill(pid, 'SIGCONT');
      }
      await api.deps.conn.db!.command({ ping: 1 });
      ctx.body = { done: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { done: true } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});
