import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Brotli 5 costs about what gzip 6 does and is a little smaller; 9 and up cost 10–60× more. */
const BROTLI_QUALITY = 5;

/** A JSON response body serialised and compressed once, with its ETag: served as it is to every request. */
export interface PreparedBody {
  /** Weak (the compressed forms are byte-different), from the JSON's SHA-1. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
  /** Plain JSON for the rare client that accepts neither (unpacked from gzip: it is not kept). */
  json(): Buffer;
  /** Bytes held. */
  size: number;
}

/**
 * Serialises a value and compresses it with gzip and brotli on libuv's thread pool (a large body,
 * such as the category tree of 100,000 articles, does not hold up other requests while it is
 * compressed).
 */
export async function prepareBody(value: unknown): Promise<PreparedBody> {
  const json = Buffer.from(JSON.stringify(value));
  const [gzipped, brotlied] = await Promise.all([
    gzip(json),
    brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return {
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    gzip: gzipped,
    br: brotlied,
    json: () => zlib.gunzipSync(gzipped),
    size: gzipped.length + brotlied.length,
  };
}
