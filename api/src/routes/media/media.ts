import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { IMAGE_FILE } from '../../content/mediaPaths';
import { BadRequest, NotFound } from '../../errors';

/** A media file name: one path segment, no hidden files, an image extension. */
const MEDIA_NAME = /^[^/\\\0]+$/;
/** For article media, here and on the site server's /media: an SVG opened on its own can never run script. */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/**
 * Article images under /media/ (from DATA_DIR/media), for deployments where the API runs on its own
 * and no site server is in front of it. Names are not content-hashed (an import may replace a file),
 * so they are cached for an hour and then revalidated by ETag.
 */
export function mediaRoutes(mediaDir: string): Router {
  const root = path.resolve(mediaDir);
  const router = new Router();
  router.get('/media/:name', async (ctx) => {
    const name = ctx.params.name!;
    if (!MEDIA_NAME.test(name) || name.startsWith('.') || !IMAGE_FILE.test(name)) {
      throw BadRequest('Invalid media file name', { name });
    }
    const file = path.join(root, name);
    if (path.dirname(file) !== root) throw BadRequest('Invalid media file name', { name });
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw NotFound(`Media file ${name} not found`);
    ctx.type = path.extname(name);
    ctx.length = info.size;
    ctx.lastModified = info.mtime;
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('Content-Security-Policy', MEDIA_CSP);
    // Pages on the front-end origins embed these images.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.body = createReadStream(file);
  });
  return router;
}
