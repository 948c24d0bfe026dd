import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ArticleMarkdown,
  AtomFeeds,
  FastKoa,
  FastPath,
  LlmsFiles,
  MEDIA_CSP,
  mcpMiddleware,
  siteFeedPath,
  type ClientLimiter,
  type ReaderEditions,
} from '@kb/api';
import etag from '@koa/etag';
import type Koa from 'koa';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import helmet from 'koa-helmet';
import serve from 'koa-static';
import { contentSecurityPolicy } from './csp';
import { liveReload } from './liveReload';
import { feedLink } from './pages/headTags';
import { EditionReads } from './pages/editionReads';
import { pagesMiddleware, type SiteContent } from './pages/pagesMiddleware';
import { PublicPages } from './pages/publicPages';
import { Favicons } from './pages/favicon';
import { SiteRenderer } from './render/siteRenderer';
import { distDirs } from './paths';
import { runtimeConfig, type SiteEnv } from './siteEnv';
import { staticFolder, staticOptions } from './staticFiles';

export interface SiteOptions {
  env: SiteEnv;
  mediaDir: string;
  content: SiteContent;
  /** The content's other versions and languages (the API's); without them every edition shows `content`. */
  editions?: ReaderEditions;
  trustProxy?: boolean;
  /** The API's search budget per client address, which the search page's server-side searches share. */
  searchBudget: ClientLimiter;
  dirs?: Partial<typeof distDirs>;
}

/**
 * Serves the front ends: the shell at /, each remote under /remotes/<app>/, article media under
 * /media/, the run-time remote configuration at /remotes.json, and index.html for client routes.
 */
export function createSiteApp({ env, mediaDir, content, editions, searchBudget, dirs = {}, trustProxy = false }: SiteOptions): Koa {
  const folders = { ...distDirs, ...dirs };
  // Forwarded host and protocol are believed only behind a proxy that sets them (TRUST_PROXY).
  // Home and article pages already prepared are answered before Koa (see FastPath and pagesMiddleware).
  const fastPath = new FastPath(() => content.contentReady !== false);
  const app = new FastKoa({ proxy: trustProxy }, fastPath);
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.type = 'text/plain';
      // The request's fault (a bad % encoding, a traversal probe: koa-send's 400 and 403): said plainly, not logged.
      const { status, expose, message } = error as { status?: unknown; expose?: boolean; message?: string };
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = expose && message ? message : 'Bad request';
        return;
      }
      console.error('site error', ctx.method, ctx.path, error);
      ctx.status = 500;
      ctx.body = 'Something went wrong on our side. Please reload the page.';
    }
  });
  let indexHtml = '';
  const reload = process.env.KB_LIVE_RELOAD === 'true' ? liveReload(Object.values(folders)) : null;
  if (reload) app.use(reload.middleware);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env) },
      // Remotes on other origins load their chunks with CORS; media may be embedded elsewhere.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress({ threshold: 1024 }));
  const markdown = new ArticleMarkdown(content);
  // AI assistants' read-only tools (see docs/public-site.md, "For people and AI assistants").
  app.use(mcpMiddleware(content, markdown, env.PUBLIC_ORIGIN));
  app.use(async (ctx, next) => {
    if (ctx.path !== '/remotes.json') return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = runtimeConfig(env);
  });
  app.use(staticFolder('/remotes/public-kb', folders['public-kb']));
  app.use(staticFolder('/remotes/admin-console', folders['admin-console']));
  // Article media: an imported SVG can never run script, even opened on its own.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/media/')) ctx.set('Content-Security-Policy', MEDIA_CSP);
  });
  app.use(staticFolder('/media', mediaDir));
  app.use(serve(folders.shell, staticOptions()));
  // Every page links the site's Atom feed, titled with the site's name (article pages also their category's: pagesMiddleware).
  const readTemplate = async () => {
    const siteFeed = feedLink(`${content.site().name} Knowledge Base`, siteFeedPath);
    return (await readFile(path.join(folders.shell, 'index.html'), 'utf8')).replace('</head>', () => `  ${siteFeed}\n  </head>`);
  };
  let templateSite: unknown;
  const template = async () => {
    if (reload) return (await readTemplate()).replace('</body>', () => `${reload.script}</body>`);
    if (templateSite !== content.site()) {
      templateSite = content.site();
      indexHtml = await readTemplate();
    }
    return indexHtml;
  };
  // Pages carry an ETag: browsers and the front door revalidate with If-None-Match (304).
  app.use(conditional());
  app.use(etag());
  const renderer = new SiteRenderer(serverEntryOf(env, folders['public-kb']), serverPinOf(env, folders['public-kb']));
  const pages = new PublicPages(content, renderer, searchBudget, env.SUPPORT_EMAIL, new EditionReads(content, editions), new Favicons(mediaDir));
  app.use(
    pagesMiddleware(content, { markdown, llms: new LlmsFiles(content, markdown), feeds: new AtomFeeds(content) }, template, pages, env.PUBLIC_ORIGIN, fastPath),
  );
  return app;
}

/**
 * Where the public remote's server build is: beside the browser build the pages load (REMOTE_PUBLIC_KB_URL),
 * over HTTP when that is on another origin, else in the folder this server serves it from.
 */
function serverEntryOf(env: SiteEnv, publicKbDir: string): string {
  const browserEntry = env.REMOTE_PUBLIC_KB_URL;
  if (/^(https?:)?\/\//.test(browserEntry)) return new URL('server/remoteEntry.js', new URL(browserEntry, 'https://invalid.example')).href;
  return pathToFileURL(path.join(publicKbDir, 'server', 'remoteEntry.js')).href;
}

/**
 * The SHA-384 the public remote's server build must have to run: REMOTE_PUBLIC_KB_SERVER_SHA384, else the one the
 * build wrote beside this server's own copy of it (read at each look, so a local redeploy brings its own).
 */
function serverPinOf(env: SiteEnv, publicKbDir: string): () => Promise<string | null> {
  const given = env.REMOTE_PUBLIC_KB_SERVER_SHA384;
  if (given) return () => Promise.resolve(given);
  const written = path.join(publicKbDir, 'server', 'remoteEntry.js.sha384');
  return async () => (await readFile(written, 'utf8').catch(() => '')).trim() || null;
}
