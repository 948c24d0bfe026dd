import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import serve from 'koa-static';

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface StaticServerOptions {
  spaFallback?: boolean;
  /** Path prefixes passed on to another origin, as a CDN's path rules would (e.g. /media/ to the API). */
  forward?: { prefix: string; to: string }[];
}

/** Streams one request to `target` and its answer back. */
function forward(target: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** Serves a folder on 127.0.0.1 (a remote deployed on its own origin); can be stopped and started again on the same port. */
export async function startStaticServer(dir: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const app = new Koa();
  app.use(async (ctx, next) => {
    const rule = options.forward?.find(({ prefix }) => ctx.path.startsWith(prefix));
    if (!rule) return next();
    ctx.respond = false;
    forward(rule.to, ctx.req, ctx.res);
  });
  app.use(async (ctx, next) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.use(serve(dir));
  if (options.spaFallback) {
    app.use(async (ctx) => {
      if (ctx.body !== undefined) return;
      ctx.type = 'html';
      ctx.body = await readFile(path.join(dir, 'index.html'), 'utf8');
    });
  }
  let server = http.createServer(app.callback());
  const sockets = new Set<import('node:net').Socket>();
  const track = (s: http.Server) =>
    s.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
  track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
    start: async () => {
      server = http.createServer(app.callback());
      track(server);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}
