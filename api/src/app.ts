import cors from '@koa/cors';
import etag from '@koa/etag';
import conditional from 'koa-conditional-get';
import type Koa from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import { dataPath } from './db/paths';
import type { AppDeps } from './deps';
import { errorHandler } from './middlewares/errorHandler';
import { parseBody } from './middlewares/parseBody';
import { requestId } from './middlewares/requestId';
import { logResponseErrors } from './errors';
import { allRoutes } from './routes/allRoutes';
import { FastKoa, FastPath } from './fastPath';
import { mediaRoutes } from './routes/media/media';
import { adminPassword, sessionGeneration } from './signIn/sessions';
import { registerNotifier } from './events/notifier';

/** An API answer that took this long is logged at warn ("slow request"), the others at info. */
const SLOW_REQUEST_MS = 2000;

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

/** Builds the API as a Koa app (no listen): the site server and tests mount it. */
export function createApp(deps: AppDeps): Koa {
  // maxIpsCount 1: only the entry our proxy appended counts; a client can prepend anything it likes.
  // The public API's hot reads are answered before Koa when they can be (see FastPath).
  // Notifications go out by mail through this app's SMTP_URL (api/src/events).
  registerNotifier(deps);
  const fastPath = new FastPath(() => deps.readModel.contentReady, deps.logger);
  const app = new FastKoa({ proxy: deps.env.TRUST_PROXY, maxIpsCount: 1 }, fastPath);
  logResponseErrors(app, deps.logger);
  // Outside the error handler, so refused requests (401, 400, 429...) are logged with their status too.
  app.use(async (ctx, next) => {
    const started = performance.now();
    await next();
    if (ctx.path.startsWith('/api')) {
      const ms = Math.round(performance.now() - started);
      const line = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      // A slow answer is said at warn, the level production runs at: where a write waits on the database shows.
      if (ms >= SLOW_REQUEST_MS) deps.logger.warn(line, 'slow request');
      else deps.logger.info(line, 'request');
    }
  });
  app.use(errorHandler(deps.logger));
  app.use(requestId());
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(corsFor(deps.env.CORS_ORIGINS));
  app.use(conditional());
  app.use(etag());
  app.use(compress({ threshold: 1024 }));
  app.use(parseBody(deps.models, deps.conn, sessionGeneration(adminPassword(deps.env))));
  // The images articles show, for an API that runs without the site server in front.
  const media = mediaRoutes(dataPath(deps.env, 'media'));
  for (const router of [...allRoutes(deps, fastPath), media]) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
