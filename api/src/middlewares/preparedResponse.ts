import type { Context } from 'koa';
import type { PreparedBody } from '../readModel/preparedBody';

/**
 * Answers with a prepared body: 304 when the client's If-None-Match has its ETag, otherwise brotli
 * or gzip as the client accepts (brotli first), or plain JSON. The ETag and Content-Encoding set
 * here make the app's etag and compress middlewares leave the answer alone, so nothing is hashed
 * or compressed per request. Clients revalidate every time (no-cache).
 */
export function sendPrepared(ctx: Context, body: PreparedBody): void {
  ctx.status = 200;
  ctx.set('ETag', body.etag);
  ctx.set('Cache-Control', 'no-cache');
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
    ctx.body = body.json();
  }
  ctx.type = 'application/json';
}

/**
 * The encoding to answer with: brotli when accepted at least as much as gzip, then gzip, then none
 * (an absent header means plain JSON). Browsers send "gzip, deflate, br" and get brotli.
 */
export function pickEncoding(acceptEncoding: string): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : 'identity';
}
