import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import Koa from 'koa';
import { afterEach, expect, test, vi } from 'vitest';
import { createLogger } from './logger';
import { answerClientErrorsAsJson, logResponseErrors } from './errors';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function appWithLog(body: () => Readable) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('debug', { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = new Koa();
  logResponseErrors(app, logger);
  app.use((ctx) => {
    ctx.state.requestId = 'req-1';
    ctx.type = 'application/json';
    ctx.body = body();
  });
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { lines, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/search` };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
};

test('a client that hangs up mid-response is logged at debug level, with no stack on stderr', async () => {
  const stderr = vi.spyOn(console, 'error');
  const { lines, url } = await appWithLog(() => {
    const stream = new PassThrough();
    stream.write('{"results":[');
    return stream; // never ends: the client leaves first
  });
  await new Promise<void>((resolve) => {
    const request = http.get(url, (response) =>
      response.once('data', () => {
        request.destroy();
        resolve();
      }),
    );
  });
  await until(() => lines.length > 0);
  expect(lines).toEqual([expect.objectContaining({ level: 20, msg: 'client closed the connection early', requestId: 'req-1', path: '/api/search' })]);
  expect(stderr).not.toHaveBeenCalled();
});

test('a body that fails while streaming is logged as an error with its request', async () => {
  const { lines, url } = await appWithLog(
    () =>
      new Readable({
        read() {
          this.destroy(new Error('disk went away'));
        },
      }),
  );
  await new Promise<void>((resolve) =>
    http
      .get(url, (response) =>
        response
          .on('error', () => resolve())
          .on('end', resolve)
          .resume(),
      )
      .on('error', () => resolve()),
  );
  await until(() => lines.length > 0);
  expect(lines).toEqual([
    expect.objectContaining({ level: 50, msg: 'response failed', requestId: 'req-1', err: expect.objectContaining({ message: 'disk went away' }) }),
  ]);
});

test('requests Node refuses before Koa runs are answered in the one error shape, with their code', async () => {
  const server = http.createServer(() => {});
  servers.push(server);
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const raw = (request: string) =>
    new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      socket.on('data', (chunk) => (answer += chunk)).on('close', () => resolve(answer));
    });
  const oversized = await raw(`GET /api/stats HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(oversized).toMatch(/^HTTP\/1\.1 431 /);
  expect(JSON.parse(oversized.split('\r\n\r\n')[1]!)).toEqual({ error: 'Request headers or URL too large', code: 'headersTooLarge' });
  const malformed = await raw('NOT HTTP AT ALL\r\n\r\n');
  expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
  expect(JSON.parse(malformed.split('\r\n\r\n')[1]!)).toEqual({ error: 'Malformed HTTP request', code: 'badRequest' });
});
