import type Koa from 'koa';
import type { Logger } from './logger';

/** Socket errors that only mean the client went away before the whole response was sent. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Errors Koa meets after the handlers ran (while streaming a compressed body, say) go to the log
 * with the request id, not to stderr as a stack: a closed connection at debug level, the rest as errors.
 */
export function logResponseErrors(app: Koa, logger: Logger): void {
  // Koa may report one failed stream twice (from the stream and from the context).
  const logged = new WeakSet<Error>();
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    if (logged.has(error)) return;
    logged.add(error);
    const request = { requestId: ctx?.state.requestId, method: ctx?.method, path: ctx?.path };
    if (error.code && CLIENT_GONE.has(error.code)) logger.debug({ ...request, code: error.code }, 'client closed the connection early');
    else logger.error({ ...request, err: error }, 'response failed');
  });
}
