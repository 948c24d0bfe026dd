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

/** Serves a folder on 127.0.0.1 (a remote deployed on its own origin); can be stopped and started again on the same port. */
export async function startStaticServer(dir: string, options: { spaFallback?: boolean } = {}): Promise<StaticServer> {
  const app = new Koa();
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
  const track = (s: http.Server) => s.on('connection', (socket) => {
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
