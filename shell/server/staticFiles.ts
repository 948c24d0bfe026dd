import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** Entries and manifests must always be revalidated; content-hashed chunks never change. */
const UNHASHED = /(^|\/)(remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|index\.html)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;

export function cacheControlFor(file: string): string {
  if (UNHASHED.test(file)) return 'no-cache';
  if (HASHED.test(path.basename(file))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Serves one folder under a URL prefix with the cache rules above. */
export function staticFolder(prefix: string, dir: string): Middleware {
  const files = serve(dir, {
    index: false,
    gzip: true,
    brotli: true,
    setHeaders: (res: ServerResponse, file: string) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${prefix}/`)) return next();
    const original = ctx.path;
    ctx.path = original.slice(prefix.length);
    try {
      await files(ctx, async () => {});
    } finally {
      ctx.path = original;
    }
    if (ctx.body === undefined && ctx.status === 404) {
      ctx.status = 404;
      ctx.body = 'Not found';
    }
  };
}
