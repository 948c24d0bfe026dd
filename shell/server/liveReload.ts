import { watch } from 'node:fs';
import type { Middleware } from 'koa';
import { PassThrough } from 'node:stream';

/** `pnpm dev` only: a server-sent event stream that tells open pages to reload when a build changes. */
export function liveReload(dirs: string[]): { middleware: Middleware; script: string } {
  const clients = new Set<PassThrough>();
  let timer: NodeJS.Timeout | undefined;
  for (const dir of dirs) {
    watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => clients.forEach((stream) => stream.write('data: reload\n\n')), 300);
    });
  }
  return {
    script: `<script>new EventSource('/__dev/reload').onmessage=function(){location.reload()}</script>`,
    middleware: async (ctx, next) => {
      if (ctx.path !== '/__dev/reload') return next();
      const stream = new PassThrough();
      clients.add(stream);
      ctx.req.on('close', () => clients.delete(stream));
      ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      ctx.body = stream;
    },
  };
}
