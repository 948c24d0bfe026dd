// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- negotiator 1.x types travel with this file (the shell compiles it too)
/// <reference path="../types/negotiator.d.ts" />
import zlib from 'node:zlib';
import { PUBLIC_CACHE_CONTROL } from '@kb/contracts';
import type { Context } from 'koa';
import Negotiator from 'negotiator';
import type { PreparedBody } from '../readModel/preparedBody';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Answers with a prepared body: 304 when the client's If-None-Match has its ETag (Koa's `ctx.fresh`,
 * the `fresh` package), otherwise brotli or gzip as the client accepts, or plain JSON. The ETag and
 * Content-Encoding set here make the app's etag and compress middlewares leave the answer alone, so
 * nothing is hashed or compressed per request. Browsers revalidate every time; shared caches keep it briefly (PUBLIC_CACHE_CONTROL).
 */
export function sendPrepared(ctx: Context, body: PreparedBody, type = 'application/json'): void {
  ctx.status = 200;
  ctx.set('ETag', body.etag);
  ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  ctx.vary('Accept-Encoding');
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = pickEncoding(ctx.get('Accept-Encoding'));
  if (encoding !== 'identity') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? body.br : body.gzip;
  } else {
    // Unpacked as it is sent: a large body (llms-full.txt holds every article) is never held whole, nor
    // unpacked in one go on the event loop, for a client that accepts no compression.
    const plain = zlib.createGunzip();
    plain.end(body.gzip);
    ctx.body = plain;
  }
  ctx.type = type;
}

/** Brotli first when the client accepts it as much as gzip (browsers send "gzip, deflate, br"). */
const OFFERED: Encoding[] = ['br', 'gzip', 'identity'];
/** Clients send a handful of different headers: each is negotiated once. */
const chosen = new Map<string, Encoding>();

/**
 * The encoding to answer with, negotiated by `negotiator` over brotli, gzip and none (an absent
 * header means plain JSON; a client that refuses all three still gets plain JSON).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let encoding = chosen.get(header);
  if (!encoding) {
    if (chosen.size >= 100) chosen.clear();
    const best = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(OFFERED, { preferred: OFFERED });
    encoding = (best as Encoding | undefined) ?? 'identity';
    chosen.set(header, encoding);
  }
  return encoding;
}
