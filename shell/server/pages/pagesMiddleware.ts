import { articleHead, PRODUCT_NAME, type Article, type Category, type Stats } from '@kb/contracts';
import { keys } from '@kb/api-client';
import type { Middleware } from 'koa';
import { renderHead, simpleHead } from './headTags';
import { renderPage } from './renderPage';
import { robotsTxt, sitemapXml } from './sitemap';
import { articleSnapshot, notFoundSnapshot, pageNotFoundSnapshot, snapshotCss } from './snapshot';

/** What the pages need from the API's in-memory read model. */
export interface SiteContent {
  articleBySlug(slug: string): Article | null;
  categoryTree(): Category[];
  stats(): Stats;
  allArticles(): { slug: string; updatedAt: Date }[];
  /** False while the API reads the published content at start (pages then answer 503). */
  readonly contentReady?: boolean;
}

const HOME_DESCRIPTION = `Guides, how-tos and troubleshooting for ${PRODUCT_NAME}, the virtual-production software for augmented-reality backdrops.`;

/**
 * Server-rendered pages: each route of SPEC §2 answers with its own head tags (articles with their full
 * text and structured data), the right status, and the data the client's first render starts from.
 */
export function pagesMiddleware(content: SiteContent, template: () => Promise<string>, publicOrigin?: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (content.contentReady === false) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.type = 'text/plain';
      ctx.body = `${PRODUCT_NAME} Knowledge Base is starting up. Please try again in a few seconds.`;
      return;
    }
    const origin = publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    const path = ctx.path;
    if (path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.body = sitemapXml(origin, content.allArticles());
      return;
    }
    if (path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(origin);
      return;
    }
    const legacy = /^\/articles\/([^/]+)\/?$/.exec(path);
    if (legacy) {
      ctx.status = 301;
      ctx.redirect(`/article/${legacy[1]}`);
      return;
    }
    const html = await template();
    const categories = { key: keys.categories(), data: content.categoryTree() };
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const articleMatch = /^\/article\/([^/]+)\/?$/.exec(path);
    if (articleMatch) {
      const slug = decodeURIComponent(articleMatch[1]!);
      const article = content.articleBySlug(slug);
      if (!article) {
        ctx.status = 404;
        ctx.body = renderPage(html, {
          head: simpleHead(`Article Not Found | ${PRODUCT_NAME}`, HOME_DESCRIPTION, { noindex: true }) + snapshotCss,
          body: notFoundSnapshot(),
        });
        return;
      }
      ctx.body = renderPage(html, {
        head: renderHead(articleHead(article, origin)) + snapshotCss,
        body: articleSnapshot(article),
        initialData: [{ key: keys.article(slug), data: article }, categories],
      });
      return;
    }
    if (path === '/') {
      ctx.body = renderPage(html, {
        head: simpleHead(`Knowledge Base | ${PRODUCT_NAME}`, HOME_DESCRIPTION, { canonical: `${origin}/` }),
        initialData: [{ key: keys.stats(), data: content.stats() }, categories],
      });
      return;
    }
    if (path === '/search') {
      const query = (typeof ctx.query.q === 'string' ? ctx.query.q : '').trim();
      ctx.body = renderPage(html, { head: simpleHead(`${query} - Search Results | ${PRODUCT_NAME}`, HOME_DESCRIPTION, { noindex: true }) });
      return;
    }
    if (path === '/admin' || path === '/admin/login') {
      ctx.body = renderPage(html, { head: simpleHead(`Admin | ${PRODUCT_NAME}`, HOME_DESCRIPTION, { noindex: true }) });
      return;
    }
    ctx.status = 404;
    ctx.body = renderPage(html, {
      head: simpleHead(`404 Page Not Found | ${PRODUCT_NAME}`, HOME_DESCRIPTION, { noindex: true }) + snapshotCss,
      body: pageNotFoundSnapshot(),
    });
  };
}
