import { bodyParser } from '@koa/bodyparser';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { PRODUCT_NAME, SITE_SUMMARY, type Category, type SearchResult } from '@kb/contracts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { asHttpError, HttpError } from '../errors';
import { ANONYMOUS_BODY_LIMIT } from '../middlewares/parseBody';
import { admission, type RequestLimit } from '../middlewares/rateLimit';
import type { SlugState } from '../readModel/readModel';
import { articleUrl, type ArticleMarkdown } from './articleMarkdown';

/** What the MCP tools read: the public read model only (no drafts, no admin data). */
export interface McpContent {
  search(query: string, limit: number): { readonly results: readonly SearchResult[] };
  slugState(slug: string): SlugState;
  categoryTree(): Category[];
}

export const MCP_PATH = '/mcp';
/** Requests per client address and instance: an assistant makes a few calls per question. */
export const MCP_RATE_LIMIT: RequestLimit = { points: 60, windowSeconds: 60 };
const SEARCH_LIMIT_MAX = 20;

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const failure = (message: string) => ({ ...text(message), isError: true });

/** The slug in what a model passes as an article: a slug, `/article/<slug>`, or a full URL, with or without `.md` or an anchor. */
export function slugOf(reference: string): string {
  const path = reference.trim().replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/\.md$/, '');
  } catch {
    return last;
  }
}

interface CategoryOutline {
  name: string;
  articles: number;
  children: CategoryOutline[];
}
const outline = (category: Category): CategoryOutline => ({ name: category.name, articles: category.articleCount, children: category.children.map(outline) });

/** One MCP server (stateless: a new one per request) with the three read-only tools. */
function knowledgeBaseServer(content: McpContent, markdown: ArticleMarkdown, origin: string): McpServer {
  const server = new McpServer({ name: `${PRODUCT_NAME} Knowledge Base`, version: '1.0.0' }, { instructions: `${SITE_SUMMARY} Search it with search_articles, then read an article with get_article.` });
  server.registerTool(
    'search_articles',
    {
      title: 'Search the knowledge base',
      description:
        `Full-text search over the published articles of the ${PRODUCT_NAME} knowledge base (typo-tolerant, ranked). ` +
        'Returns the best matches first, each with its title, URL (pointing at the matching section), the section heading, a short excerpt ' +
        'and a quality tier (high, medium or low: how well the article matches). Use get_article with a result URL to read the full article.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for, in plain words, e.g. "genlock timecode drift" or "calibrate a zoom lens".'),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(5).describe(`How many results to return (1-${SEARCH_LIMIT_MAX}, default 5).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, limit }) => {
      const results = content.search(query, limit).results.map((r) => ({
        title: r.title,
        url: `${articleUrl(origin, r.slug)}${r.section ? `#${r.section.id}` : ''}`,
        section: r.section?.heading ?? null,
        excerpt: r.excerpt,
        qualityTier: r.qualityTier,
      }));
      return text(results.length > 0 ? JSON.stringify(results, null, 2) : `No article matches "${query}". Try other words.`);
    },
  );
  server.registerTool(
    'get_article',
    {
      title: 'Read an article',
      description:
        'The full text of one published article as Markdown, with front matter (title, category path, updated date, canonical URL). ' +
        'Pass the URL of a search result, or the article slug.',
      inputSchema: {
        article: z.string().trim().min(1).max(500).describe(`The article's URL (e.g. "${origin}/article/genlock-and-timecode-setup#wiring") or its slug ("genlock-and-timecode-setup").`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ article }) => {
      let state = content.slugState(slugOf(article));
      if (state?.kind === 'moved') state = content.slugState(state.slug);
      if (state?.kind !== 'live') return failure(`No published article at "${article}". Use search_articles to find one.`);
      return text(markdown.page(state.article, origin));
    },
  );
  server.registerTool(
    'list_categories',
    {
      title: 'List the categories',
      description: 'The category tree of the knowledge base: each category with its name, the number of published articles in it, and its sub-categories.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => text(JSON.stringify(content.categoryTree().map(outline), null, 2)),
  );
  return server;
}

/**
 * The MCP endpoint (`/mcp`, Streamable HTTP from the official SDK, stateless: every POST is answered on
 * its own, so any instance can answer any request), rate-limited per client address, a JSON-RPC batch
 * counting each of its messages. Refusals are the API's error JSON.
 */
export function mcpMiddleware(content: McpContent, markdown: ArticleMarkdown, publicOrigin?: string, limit: RequestLimit = MCP_RATE_LIMIT): Middleware {
  const admit = admission('mcp', limit);
  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: ANONYMOUS_BODY_LIMIT, encoding: 'utf-8' });
  return async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    if (ctx.method !== 'POST') {
      // Stateless: no server-sent event stream to open (GET) and no session to end (DELETE).
      ctx.status = 405;
      ctx.set('Allow', 'POST');
      ctx.body = new HttpError('methodNotAllowed', `${ctx.method} is not allowed on ${MCP_PATH}: MCP clients POST to it`).body;
      return;
    }
    const origin = publicOrigin ?? `${ctx.protocol}://${ctx.host}`;
    try {
      await admit(ctx.ip);
      await parseJson(ctx, async () => {
        const message = (ctx.request as { body?: unknown }).body;
        // A JSON-RPC batch is a call per message: those past the first count against the limit too.
        if (Array.isArray(message) && message.length > 1) await admit(ctx.ip, message.length - 1);
        const server = knowledgeBaseServer(content, markdown, origin);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        ctx.respond = false;
        ctx.res.on('close', () => void transport.close().then(() => server.close()));
        await server.connect(transport);
        await transport.handleRequest(ctx.req, ctx.res, message);
      });
    } catch (caught) {
      const known = asHttpError(caught);
      if (!known) throw caught;
      ctx.status = known.status;
      ctx.set(known.headers);
      ctx.body = known.body;
    }
  };
}
