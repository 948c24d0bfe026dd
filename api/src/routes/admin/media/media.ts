import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { LIMITS, UPLOAD_IMAGE_TYPES, calls, type UploadImageType } from '@kb/contracts';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { recordAudit } from '../../../commands/recordAudit';
import { dataPath } from '../../../db/paths';
import type { AppDeps } from '../../../deps';
import { BadRequest, HttpError } from '../../../errors';
import { adminRoute } from '../route';

const ALLOWED = Object.keys(UPLOAD_IMAGE_TYPES).join(', ');
const MAX_MB = LIMITS.mediaUploadBytesMax / (1024 * 1024);

/** The first bytes each allowed type starts with (a body that does not is refused, whatever its header says). */
const SIGNATURES: Record<UploadImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const unsupported = (message: string) => new HttpError('unsupportedMediaType', message);

function imageType(ctx: Context): UploadImageType {
  const type = (ctx.get('content-type').split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'image/svg+xml') throw unsupported(`SVG images are not accepted (they can carry script): upload ${ALLOWED}`);
  if (!(type in UPLOAD_IMAGE_TYPES)) throw unsupported(`Unsupported image type '${type || 'none'}': upload ${ALLOWED}`);
  return type as UploadImageType;
}

async function readImage(ctx: Context): Promise<Buffer> {
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') throw unsupported('Send the image uncompressed (no Content-Encoding)');
  try {
    return await getRawBody(ctx.req, { limit: LIMITS.mediaUploadBytesMax, length: ctx.get('content-length') || undefined });
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new HttpError('payloadTooLarge', `Images may be at most ${MAX_MB} MB`, { maxBytes: LIMITS.mediaUploadBytesMax });
    if (status === 400) throw BadRequest('The image body was cut short or did not match its Content-Length');
    throw error;
  }
}

/** A readable, unique stored name: the uploaded file's name as a slug, and a hash of the bytes. */
function storedName(original: string | undefined, bytes: Buffer, type: UploadImageType): string {
  const base = (original ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  return `${base || 'image'}-${hash}.${UPLOAD_IMAGE_TYPES[type]}`;
}

/**
 * POST /api/admin/media: an image for an article, its bytes as the body. Stored in the article media
 * (DATA_DIR/media, served at /media/) under a name made from its content, so the same image uploaded
 * twice, or at once, is one file; written to a temporary file and renamed, so a reader never sees half.
 */
export function mediaAdminRoutes({ models, env }: AppDeps): Router {
  const router = new Router();
  const mediaDir = dataPath(env, 'media');

  adminRoute(
    router,
    models,
    calls.uploadMedia,
    async ({ ctx, input, admin }) => {
      const type = imageType(ctx);
      const bytes = await readImage(ctx);
      if (bytes.length === 0) throw BadRequest('The image is empty');
      if (!SIGNATURES[type](bytes)) throw unsupported(`The file is not a ${UPLOAD_IMAGE_TYPES[type].toUpperCase()} image`);
      const name = storedName(input.query.name, bytes, type);
      await mkdir(mediaDir, { recursive: true });
      const temporary = path.join(mediaDir, `.upload-${randomUUID()}`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path.join(mediaDir, name));
      } finally {
        await rm(temporary, { force: true });
      }
      await recordAudit(models, admin(), 'media.upload', name);
      return { url: `/media/${name}`, name, type, bytes: bytes.length };
    },
    { status: 201 },
  );
  return router;
}
