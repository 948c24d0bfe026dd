import {
  articlePath,
  DEFAULT_LANGUAGE,
  editionPath,
  editionPrefix,
  isLanguage,
  PUBLIC_CACHE_CONTROL,
  splitEditionPath,
  VERSION_NAME_PATTERN,
  type SiteBranding,
  type Article,
  type CategoryListing,
  type SidebarCategory,
  type SidebarPath,
  type Stats,
} from '@kb/contracts';
import {
  prepareBytes,
  sendPrepared,
  type ArticleMarkdown,
  type FastParams,
  type FastPath,
  type AtomFeeds,
  type FeedContent,
  type LlmsFiles,
  type McpContent,
  type PreparedBody,
  type PublishedContent,
} from '@kb/api';
import type { Context, Middleware } from 'koa';
import { matchRoute, redirectTarget, ROUTES } from '../../src/routeTable';
import { renderHead, simpleHead } from './headTags';
import { acceptsMarkdown, markdownSlug, sendMarkdownPage } from './markdownPage';
import type { PageAnswer, PublicPages } from './publicPages';
import { renderPage } from './renderPage';
import { robotsTxt, sitemapFiles, sitemapLanguage, SITEMAP_PART } from './sitemap';
import { LanguageSitemaps } from './sitemapLanguages';

/** What the pages need from the API's in-memory read model. */
export interface SiteContent extends PublishedContent, McpContent, FeedContent {
  /** The live article of a slug, the current slug of an old one (301), or an article taken off the site (410). */
  slugState(slug: string): { kind: 'live'; article: Article } | { kind: 'moved'; slug: string } | { kind: 'gone' } | null;
  /** The sidebar's answers; each is the same object until a publish changes it. */
  sidebar(): { readonly roots: SidebarCategory[]; pathTo(slug: string): SidebarPath | null; listing(slug: string, page: number): CategoryListing | null };
  stats(): Stats;
  /** The site's settings: the same object until they change. */
  site(): SiteBranding;
  /** False while the API reads the published content at start (pages then answer 503). */
  readonly contentReady?: boolean;
  /** False while the search index is built (the search page then leaves the results to the browser). */
  readonly searchReady?: boolean;
}

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
function addFastPages(fastPath: FastPath, content: SiteContent, pages: PublicPages, origin: string, html: () => string | undefined): void {
  fastPath.add(
    pathOf('home'),
    () => {
      const template = html();
      return template === undefined ? undefined : pages.prepared.peek('home', pages.homeSources(template, origin));
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
      const sources = pages.articleSources(template, origin, state.article);
      return sources ? pages.prepared.peek(`article:${slug}`, sources) : undefined;
    },
    // The same address answers HTML or Markdown (Accept).
    { 'content-type': HTML_TYPE, vary: 'Accept-Encoding, Accept' },
  );
  // Other editions' homes and articles: /de, /v/4.1, /de/v/4.1 (and their articles).
  const editionOf = ({ lang, version }: FastParams) => {
    // Only what splitEditionPath takes for a prefix: a language other than English, a well-formed version name.
    if (lang !== undefined && (!isLanguage(lang) || lang === DEFAULT_LANGUAGE)) return null;
    if (version !== undefined && !VERSION_NAME_PATTERN.test(version)) return null;
    const edition = { lang: lang ?? DEFAULT_LANGUAGE, version: version ?? null };
    const view = pages.editions.view(edition);
    return view ? { edition, prefix: editionPrefix(edition), view } : null;
  };
  for (const prefix of ['/:lang', '/v/:version', '/:lang/v/:version']) {
    fastPath.add(
      prefix,
      (params) => {
        const template = html();
        const found = template === undefined ? null : editionOf(params);
        return found ? pages.prepared.peek(`${found.prefix}home`, pages.homeSources(template!, origin, found.view)) : undefined;
      },
      { 'content-type': HTML_TYPE, vary: 'Accept-Encoding' },
    );
    fastPath.add(
      `${prefix}${pathOf('article')}`,
      (params) => {
        const template = html();
        const found = template === undefined ? null : editionOf(params);
        const state = found?.view.slugState(params.slug!);
        if (!found || state?.kind !== 'live') return undefined;
        const sources = pages.articleSources(template!, origin, state.article, found.edition, found.view);
        return sources ? pages.prepared.peek(`${found.prefix}article:${state.article.slug}`, sources) : undefined;
      },
      { 'content-type': HTML_TYPE, vary: 'Accept-Encoding' },
    );
  }
}

function send(ctx: Context, answer: PageAnswer): void {
  if ('prepared' in answer) return sendPrepared(ctx, answer.prepared, 'html');
  ctx.status = answer.status;
  ctx.type = 'html';
  ctx.body = answer.html;
}

/**
 * The site's pages and the files beside them: sitemaps, llms.txt and llms-full.txt, feeds, robots.txt,
 * articles as Markdown, and the public pages of the shared route table (SPEC §2), rendered on the server
 * by the public remote (see PublicPages).
 */
export function pagesMiddleware(
  content: SiteContent,
  agents: AgentFiles,
  template: () => Promise<string>,
  pages: PublicPages,
  publicOrigin?: string,
  fastPath?: FastPath,
): Middleware {
  /** The template of the last page rendered: the fast path's pages were made from it. */
  let lastHtml: string | undefined;
  let sitemaps: { version: number; origin: string; files: Map<string, Promise<PreparedBody>> } = { version: -1, origin: '', files: new Map() };
  const languageSitemaps = new LanguageSitemaps(pages.editions);
  if (fastPath && publicOrigin) addFastPages(fastPath, content, pages, publicOrigin, () => lastHtml);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (content.contentReady === false) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.type = 'text/plain';
      ctx.body = `${content.site().name} Knowledge Base is starting up. Please try again in a few seconds.`;
      return;
    }
    const origin = publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    const path = ctx.path;
    if (path === '/sitemap.xml' || SITEMAP_PART.test(path)) {
      // Made once per published version and origin from the articles' plain fields (nothing is unpacked).
      const files = sitemaps.version === content.version && sitemaps.origin === origin ? sitemaps.files : null;
      const current =
        files ??
        new Map([...sitemapFiles(origin, content.articleMetas(), content.categoryTree())].map(([name, xml]) => [name, prepareBytes(Buffer.from(xml))]));
      if (!files) sitemaps = { version: content.version, origin, files: current };
      const file = current.get(path);
      if (!file) return next();
      sendPrepared(ctx, await file, 'application/xml');
      return;
    }
    const sitemapLang = sitemapLanguage(path);
    if (sitemapLang) {
      const file = await languageSitemaps.file(sitemapLang, path, origin);
      if (!file) return next();
      sendPrepared(ctx, file, 'application/xml');
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
    const { edition } = match;
    /** The page's address without the edition's prefix: SPEC's path (and query). */
    const specPath = splitEditionPath(path).rest;
    if (match.route.page === 'article' && !editionPrefix(edition)) {
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
    ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    const { page } = match.route;
    // A version readers may not see (unknown or hidden): every page of it is a 404.
    const view = pages.editions.view(edition);
    if (!view) return send(ctx, await pages.notFound(html, specPath, edition));
    if (page === 'article') {
      const slug = decodedSlug(match.params.slug!);
      if (slug === null) return ctx.throw(400, 'Malformed URL: bad % encoding');
      const state = view.slugState(slug);
      // An old slug, or the article's id (the search summary links articles by id): a permanent redirect to its slug.
      const movedTo = state?.kind === 'moved' ? state.slug : state ? undefined : view.articleById(slug)?.slug;
      if (movedTo !== undefined) {
        ctx.status = 301;
        ctx.redirect(editionPath(edition, articlePath(movedTo)));
        return;
      }
      if (state?.kind === 'live') return send(ctx, await pages.article(html, origin, state.article, edition, view));
      return send(ctx, await pages.missingArticle(html, slug, state?.kind === 'gone' ? 410 : 404, edition));
    }
    if (page === 'home') return send(ctx, await pages.home(html, origin, edition, view));
    if (page === 'category') {
      const slug = decodedSlug(match.params.slug!);
      const number = typeof ctx.query.page === 'string' && /^[1-9]\d{0,5}$/.test(ctx.query.page) ? Number(ctx.query.page) : 1;
      const listing = slug === null ? null : view.sidebar().listing(slug, number - 1);
      return send(ctx, listing ? await pages.category(html, origin, listing, edition, view) : await pages.notFound(html, `${specPath}${ctx.search}`, edition));
    }
    if (page === 'search') {
      const query = (typeof ctx.query.q === 'string' ? ctx.query.q : '').trim();
      return send(ctx, await pages.search(html, origin, `${specPath}${ctx.search}`, query, ctx.query.aiSummary === 'true', ctx.ip, edition));
    }
    if (page === 'admin' || page === 'adminLogin') {
      ctx.type = 'html';
      ctx.body = renderPage(html, {
        head: renderHead(simpleHead(`Admin | ${content.site().name}`, { description: content.site().description, noindex: true })),
      });
      return;
    }
    return send(ctx, await pages.notFound(html, specPath, edition));
  };
}

function decodedSlug(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
