import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Brotli 5 costs about what gzip 6 does and is a little smaller; 9 and up cost 10–60× more. */
const BROTLI_PARAMS = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };

/** A response body (JSON, or a page's HTML) serialised and compressed once, with its ETag: served as it is to every request. */
export interface PreparedBody {
  /** Weak (the compressed forms are byte-different), from the plain body's SHA-1. */
  etag: string;
  gzip: Buffer;
  br: Buffer;
  /** The plain body for the rare client that accepts neither, unpacked from gzip (it is not kept): for small bodies, which the fast path keeps. */
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
  return prepareBytes(Buffer.from(JSON.stringify(value)));
}

/** The same for a body already serialised (a page's HTML). */
export async function prepareBytes(json: Buffer): Promise<PreparedBody> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(json),
    brotli(json, { params: { ...BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
  ]);
  return prepared(createHash('sha1').update(json), gzipped, brotlied);
}

/**
 * The same for a body written piece by piece (llms-full.txt: every article): each piece is hashed and
 * fed to both compressors as it comes, so the whole plain text is never held.
 */
export async function prepareStream(pieces: AsyncIterable<string>): Promise<PreparedBody> {
  const hash = createHash('sha1');
  const compressors = [zlib.createGzip(), zlib.createBrotliCompress({ params: BROTLI_PARAMS })];
  const outputs = compressors.map(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  for await (const piece of pieces) {
    const bytes = Buffer.from(piece);
    hash.update(bytes);
    await Promise.all(compressors.map((stream) => (stream.write(bytes) ? undefined : once(stream, 'drain'))));
  }
  for (const stream of compressors) stream.end();
  const [gzipped, brotlied] = await Promise.all(outputs);
  return prepared(hash, gzipped!, brotlied!);
}

function prepared(hash: Hash, gzipped: Buffer, brotlied: Buffer): PreparedBody {
  return {
    etag: `W/"${hash.digest('base64url')}"`,
    gzip: gzipped,
    br: brotlied,
    json: () => zlib.gunzipSync(gzipped),
    size: gzipped.length + brotlied.length,
  };
}
