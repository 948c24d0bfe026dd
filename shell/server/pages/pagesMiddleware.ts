import { articleHead, calls, LIMITS, PRODUCT_NAME, SITE_SUMMARY, PUBLIC_CACHE_CONTROL, type Article, type SidebarCategory, type SidebarPath, type Stats } from '@kb/contracts';
import { keys } from '@kb/api-client';
import { categoryFeedPath, prepareBytes, sendPrepared, type ArticleMarkdown, type FastPath, type AtomFeeds, type FeedContent, type LlmsFiles, type McpContent, type PreparedBody, type PublishedContent, type ClientLimiter } from '@kb/api';
import type { Middleware } from 'koa';
import { matchRoute, redirectTarget, ROUTES } from '../../src/routeTable';
import { feedLink, renderHead, simpleHead } from './headTags';
import { acceptsMarkdown, markdownSlug, sendMarkdownPage } from './markdownPage';
import { PreparedPages } from './preparedPages';
import { renderPage } from './renderPage';
import { robotsTxt, sitemapFiles, SITEMAP_PART } from './sitemap';
import { articleSnapshot, goneSnapshot, homeSnapshot, notFoundSnapshot, pageNotFoundSnapshot, searchSnapshot, snapshotCss } from './snapshot';

/** What the pages need from the API's in-memory read model. */
export interface SiteContent extends PublishedContent, McpContent, FeedContent {
  /** The live article of a slug, the current slug of an old one (301), or an article taken off the site (410). */
  slugState(slug: string): { kind: 'live'; article: Article } | { kind: 'moved'; slug: string } | { kind: 'gone' } | null;
  /** The sidebar's answers; each is the same object until a publish changes it. */
  sidebar(): { readonly roots: SidebarCategory[]; pathTo(slug: string): SidebarPath | null };
  stats(): Stats;
  /** False while the API reads the published content at start (pages then answer 503). */
  readonly contentReady?: boolean;
  /** False while the search index is built (the search page then leaves the results to the browser). */
  readonly searchReady?: boolean;
}


/**
 * Server-rendered pages: each route of the shared route table (SPEC §2) answers with its own head tags
 * (articles with their full text and structured data), the right status, and the data the client's first
 * render starts from.
 */
/** What the pages serve to AI agents and feed readers: articles as Markdown, llms.txt and llms-full.txt, Atom feeds. */
export interface AgentFiles {
  markdown: ArticleMarkdown;
  llms: LlmsFiles;
  feeds: AtomFeeds;
}

const FEED_PATH = /^\/feed(?:\/([^/]+))?\.xml$/;

const HTML_TYPE = 'text/html; charset=utf-8';

const pathOf = (page: string) => ROUTES.find((route) => route.page === page)!.path;

/**
 * With a fixed public origin, home and article pages already prepared are answered by the site's fast
 * path (see FastPath), from the same prepared bodies; anything else, and any request that could be
 * asking for Markdown, goes through the middleware.
 */
function addFastPages(fastPath: FastPath, content: SiteContent, prepared: PreparedPages, origin: string, html: () => string | undefined): void {
  fastPath.add(
    pathOf('home'),
    () => {
      const template = html();
      return template === undefined ? undefined : prepared.peek('home', [template, origin, content.stats(), content.sidebar().roots]);
    },
    { 'content-type': HTML_TYPE, vary: 'Accept-Encoding' },
  );
  fastPath.add(
    pathOf('article'),
    ({ slug }, req) => {
      const template = html();
      if (template === undefined || /markdown/i.test(req.headers.accept ?? '') || markdownSlug(slug!) !== null) return undefined;
      const state = content.slugState(slug!);
      if (state?.kind !== 'live') return undefined;
      const sidebar = content.sidebar();
      return prepared.peek(`article:${slug}`, [template, origin, state.article, sidebar.roots, sidebar.pathTo(slug!)]);
    },
    // The same address answers HTML or Markdown (Accept).
    { 'content-type': HTML_TYPE, vary: 'Accept-Encoding, Accept' },
  );
}

/**
 * `searchAllowed`: the API's search budget per client address, which a search page's server-side search
 * spends too; past it the page comes without results and the browser asks the API (which answers 429).
 */
export function pagesMiddleware(content: SiteContent, agents: AgentFiles, template: () => Promise<string>, searchAllowed: ClientLimiter, publicOrigin?: string, fastPath?: FastPath): Middleware {
  const prepared = new PreparedPages();
  /** The template of the last page rendered: the fast path's pages were made from it. */
  let lastHtml: string | undefined;
  let sitemaps: { version: number; origin: string; files: Map<string, Promise<PreparedBody>> } = { version: -1, origin: '', files: new Map() };
  if (fastPath && publicOrigin) addFastPages(fastPath, content, prepared, publicOrigin, () => lastHtml);
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
    if (path === '/sitemap.xml' || SITEMAP_PART.test(path)) {
      // Made once per published version and origin from the articles' plain fields (nothing is unpacked).
      const files = sitemaps.version === content.version && sitemaps.origin === origin ? sitemaps.files : null;
      const current = files ?? new Map([...sitemapFiles(origin, content.articleMetas())].map(([name, xml]) => [name, prepareBytes(Buffer.from(xml))]));
      if (!files) sitemaps = { version: content.version, origin, files: current };
      const file = current.get(path);
      if (!file) return next();
      sendPrepared(ctx, await file, 'application/xml');
      return;
    }
    if (path === '/llms.txt' || path === '/llms-full.txt') {
      sendPrepared(ctx, await (path === '/llms.txt' ? agents.llms.index(origin) : agents.llms.full(origin)), 'text/plain; charset=utf-8');
      return;
    }
    const feedPath = FEED_PATH.exec(path);
    if (feedPath) {
      const slug = feedPath[1] === undefined ? undefined : decodedSlug(feedPath[1]);
      const feed = slug === null ? null : agents.feeds.feed(origin, slug);
      if (!feed) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'No such feed.\n';
        return;
      }
      sendPrepared(ctx, await feed, 'application/atom+xml; charset=utf-8');
      return;
    }
    if (path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = robotsTxt(origin);
      return;
    }
    const match = matchRoute(path);
    if (match.route.page === 'article') {
      // The same address answers HTML or Markdown: caches keep one of each.
      ctx.vary('Accept');
      const raw = decodedSlug(match.params.slug!);
      const mdSlug = raw === null ? null : markdownSlug(raw);
      if (mdSlug !== null) return sendMarkdownPage(ctx, content, agents.markdown, mdSlug, origin, '.md');
      if (raw !== null && acceptsMarkdown(ctx)) return sendMarkdownPage(ctx, content, agents.markdown, raw, origin, '');
    }
    const redirect = redirectTarget(match);
    if (redirect) {
      ctx.status = 301;
      ctx.redirect(redirect);
      return;
    }
    const html = await template();
    lastHtml = html;
    const sidebar = content.sidebar();
    const roots = { key: keys.sidebarRoots(), data: sidebar.roots };
    ctx.type = 'html';
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    const { page } = match.route;
    if (page === 'article') {
      const slug = decodedSlug(match.params.slug!);
      if (slug === null) return ctx.throw(400, 'Malformed URL: bad % encoding');
      const state = content.slugState(slug);
      if (state?.kind === 'moved') {
        ctx.status = 301;
        ctx.redirect(`/article/${encodeURIComponent(state.slug)}`);
        return;
      }
      if (state?.kind === 'gone') {
        ctx.status = 410;
        ctx.body = renderPage(html, {
          head: simpleHead(`Article No Longer Available | ${PRODUCT_NAME}`, SITE_SUMMARY, { noindex: true }) + snapshotCss,
          body: goneSnapshot(),
        });
        return;
      }
      const article = state?.article;
      if (!article) {
        ctx.status = 404;
        ctx.body = renderPage(html, {
          head: simpleHead(`Article Not Found | ${PRODUCT_NAME}`, SITE_SUMMARY, { noindex: true }) + snapshotCss,
          body: notFoundSnapshot(),
        });
        return;
      }
      const way = sidebar.pathTo(slug);
      const category = way?.categories.at(-1)?.category;
      const categoryFeed = category ? feedLink(`${category.name} | ${PRODUCT_NAME} Knowledge Base`, categoryFeedPath(category.slug)) : '';
      const body = await prepared.get(`article:${slug}`, [html, origin, article, sidebar.roots, way], () =>
        renderPage(html, {
          head: renderHead(articleHead(article, origin)) + categoryFeed + snapshotCss,
          body: articleSnapshot(article),
          initialData: [{ key: keys.article(slug), data: article }, roots, ...(way ? [{ key: keys.sidebarPath(slug), data: way }] : [])],
        }),
      );
      sendPrepared(ctx, body, 'html');
      return;
    }
    if (page === 'home') {
      const stats = content.stats();
      const body = await prepared.get('home', [html, origin, stats, sidebar.roots], () =>
        renderPage(html, {
          head: simpleHead(`Knowledge Base | ${PRODUCT_NAME}`, SITE_SUMMARY, { canonical: `${origin}/` }) + snapshotCss,
          body: homeSnapshot(),
          initialData: [{ key: keys.stats(), data: stats }, roots],
        }),
      );
      sendPrepared(ctx, body, 'html');
      return;
    }
    if (page === 'search') {
      const query = (typeof ctx.query.q === 'string' ? ctx.query.q : '').trim();
      const head = simpleHead(`${query} - Search Results | ${PRODUCT_NAME}`, SITE_SUMMARY, { noindex: true });
      // The results as the API would answer them (a query the API refuses is left to the page to report).
      const valid = calls.search.query.safeParse({ q: query }).success;
      if (!query || !valid || content.searchReady === false || !(await searchAllowed(ctx.ip)).allowed) {
        ctx.body = renderPage(html, { head });
        return;
      }
      const { results } = content.search(query, LIMITS.searchResultsMax);
      ctx.body = renderPage(html, {
        head: head + snapshotCss,
        body: searchSnapshot(query, results, ctx.query.aiSummary === 'true'),
        initialData: [{ key: keys.search(query), data: results }, roots],
      });
      return;
    }
    if (page === 'admin' || page === 'adminLogin') {
      ctx.body = renderPage(html, { head: simpleHead(`Admin | ${PRODUCT_NAME}`, SITE_SUMMARY, { noindex: true }) });
      return;
    }
    ctx.status = 404;
    ctx.body = renderPage(html, {
      head: simpleHead(`404 Page Not Found | ${PRODUCT_NAME}`, SITE_SUMMARY, { noindex: true }) + snapshotCss,
      body: pageNotFoundSnapshot(),
    });
  };
}

function decodedSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
