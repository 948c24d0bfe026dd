import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { Connection } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { DATABASE_UNAVAILABLE } from '../errors';
import { databaseDeadline, PING_MS, STALL_CHECK_MS } from './databaseDeadline';
import { errorHandler } from './errorHandler';

/** A connection whose ping answers, or never does (a hung server). */
const fakeConnection = (answers: boolean) =>
  ({ readyState: 1, db: { command: () => (answers ? Promise.resolve({ ok: 1 }) : new Promise(() => {})) } }) as unknown as Connection;

async function request(conn: Connection, workMs: number): Promise<{ status: number; body: unknown; ms: number }> {
  const app = new Koa();
  app.use(errorHandler(createLogger('silent')));
  app.use(databaseDeadline(conn));
  app.use(async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, workMs));
    ctx.body = { done: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, body: await response.json(), ms: performance.now() - started };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('databaseDeadline', () => {
  it('lets a slow request finish while the database answers', async () => {
    expect(await request(fakeConnection(true), STALL_CHECK_MS + PING_MS + 300)).toMatchObject({ status: 200, body: { done: true } });
  });

  it('answers 503 JSON within 2 s when the request is stuck and the database does not answer a ping', async () => {
    const answer = await request(fakeConnection(false), 5_000);
    expect(answer).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE, code: 'unavailable' } });
    expect(answer.ms).toBeGreaterThanOrEqual(STALL_CHECK_MS);
    expect(answer.ms).toBeLessThan(2_000);
  });

  it('does not ping for a fast request', async () => {
    expect(await request(fakeConnection(false), 10)).toMatchObject({ status: 200, body: { done: true } });
  });
});
