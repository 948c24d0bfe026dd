import { IncomingMessage, ServerResponse } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import etag from '@koa/etag';
import conditional from 'koa-conditional-get';
import Koa from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { dataPath } from './db/paths';
import type { AppDeps } from './deps';
import { FastReads } from './fastReads';
import { errorHandler } from './middlewares/errorHandler';
import { requestId } from './middlewares/requestId';
import { logResponseErrors } from './responseErrors';
import { allRoutes } from './routes';
import { mediaRoutes } from './routes/media';

/** CORS for the configured front-end origins only (when the front ends are served from other origins). */
function corsFor(origins: string[]) {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'ETag'],
    maxAge: 600,
    credentials: true,
  });
}

/** The Koa app, with the public API's hot reads answered before Koa when they can be (see FastReads). */
class ApiApp extends Koa {
  constructor(
    options: { proxy: boolean; maxIpsCount: number },
    private readonly fastReads: FastReads,
  ) {
    super(options);
  }

  override callback(): ReturnType<Koa['callback']> {
    const handle = super.callback();
    return (req, res) => {
      // The site server and tests serve HTTP/1.1 (node:http); other requests go straight to Koa.
      if (req instanceof IncomingMessage && res instanceof ServerResponse) {
        if (this.fastReads.answer(req, res)) return Promise.resolve();
        this.fastReads.observe(req, res);
      }
      return handle(req, res);
    };
  }
}

/** Builds the API as a Koa app (no listen): the site server and tests mount it. */
export function createApp(deps: AppDeps): Koa {
  // maxIpsCount 1: only the entry our proxy appended counts; a client can prepend anything it likes.
  const app = new ApiApp({ proxy: deps.env.TRUST_PROXY, maxIpsCount: 1 }, new FastReads(deps.readModel, deps.logger));
  logResponseErrors(app, deps.logger);
  // Outside the error handler, so refused requests (401, 400, 429...) are logged with their status too.
  app.use(async (ctx, next) => {
    const started = performance.now();
    await next();
    if (ctx.path.startsWith('/api')) {
      deps.logger.info(
        { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  });
  app.use(errorHandler(deps.logger));
  app.use(requestId());
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(corsFor(deps.env.CORS_ORIGINS));
  app.use(conditional());
  app.use(etag());
  app.use(compress({ threshold: 1024 }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '2mb', encoding: 'utf-8' }));
  // The images articles show, for an API that runs without the site server in front.
  const media = mediaRoutes(dataPath(deps.env, 'media'));
  for (const router of [...allRoutes(deps), media]) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
