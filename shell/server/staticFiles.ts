import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Middleware } from 'koa';
import serve from 'koa-static';
import vary from 'vary';

/** Entries and manifests must always be revalidated; content-hashed chunks never change. */
const UNHASHED = /(^|\/)(remoteEntry\.js|main\.js|mf-manifest\.json|mf-stats\.json|index\.html)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;
/** The precompressed twins koa-send picks for a request (it passes their path to setHeaders). */
const COMPRESSED_TWIN = /\.(br|gz)$/;

/** Cache-Control for a file; `file` may be the .br/.gz twin that is actually sent. */
function cacheControlFor(file: string): string {
  const original = file.replace(COMPRESSED_TWIN, '');
  if (UNHASHED.test(original)) return 'no-cache';
  if (HASHED.test(path.basename(original))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** koa-static options shared by every built folder: precompressed twins and the cache rules above. */
export function staticOptions({ cors = false } = {}): serve.Options {
  return {
    index: false,
    gzip: true,
    brotli: true,
    setHeaders: (res: ServerResponse, file: string) => {
      res.setHeader('Cache-Control', cacheControlFor(file));
      // The same URL answers br, gzip or plain bytes depending on Accept-Encoding.
      vary(res, 'Accept-Encoding');
      if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/** Serves one folder under a URL prefix with the cache rules above. */
export function staticFolder(prefix: string, dir: string): Middleware {
  const files = serve(dir, staticOptions({ cors: true }));
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
