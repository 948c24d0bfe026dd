import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageFetchError } from '../src/analysis/safeFetch';

/** The message of the PageFetchError a fetch fails with (the test fails when it succeeds). */
export async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof PageFetchError)) throw error;
    return error.message;
  }
  throw new Error('expected the fetch to fail');
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestServer {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  /** Requests received per path. */
  hits: Map<string, number>;
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 for fetcher and gap-analysis tests; unknown paths answer 404. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) return handler(request, response);
    response.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string | Buffer, type = 'text/html; charset=utf-8'): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': type }).end(body);
  };

export const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { Location: location }).end();
  };
