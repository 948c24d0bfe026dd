import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Context, Middleware } from 'koa';
import { clientLimiter, type RequestLimit } from '../middlewares/rateLimit';
import type { ArticleMarkdown } from './articleMarkdown';
import { registerArticleResources, registerPrompts } from './mcpResources';
import { callCount, isHandshake, rateLimited, readMessages, rpcError, type RpcAnswer } from './mcpRequests';
import { registerTools, type McpContent } from './mcpTools';

export type { McpContent } from './mcpTools';

const MCP_PATH = '/mcp';

export interface McpLimits {
  /** Calls per client address and instance: an assistant makes a few per question. */
  calls: RequestLimit;
  /** Handshake messages (`initialize`, `notifications/initialized`): two per connection, not counted as calls. */
  handshakes: RequestLimit;
}
export const MCP_LIMITS: McpLimits = { calls: { points: 60, windowSeconds: 60 }, handshakes: { points: 120, windowSeconds: 60 } };

/**
 * One MCP server (stateless: a new one per request): the read-only tools, the articles as resources, a
 * prompt. Its capabilities say only what it does: a stateless server never sends a list-changed
 * notification and takes no subscription, so those flags (which the SDK's McpServer always sets) are removed.
 */
function knowledgeBaseServer(content: McpContent, markdown: ArticleMarkdown, origin: string): McpServer {
  const { name, description } = content.site();
  const server = new McpServer(
    { name: `${name} Knowledge Base`, version: '1.0.0' },
    {
      instructions: `${description} Search it with search_articles or browse it with list_categories and list_articles, then read an article with get_article.`,
    },
  );
  registerTools(server, content, markdown, origin);
  registerArticleResources(server, content, markdown, origin);
  registerPrompts(server, name);
  server.server.registerCapabilities({ tools: { listChanged: undefined }, resources: { listChanged: undefined }, prompts: { listChanged: undefined } });
  return server;
}

function reply(ctx: Context, { status, body, headers = {} }: RpcAnswer): void {
  ctx.status = status;
  ctx.set(headers);
  ctx.body = body;
}

/**
 * The MCP endpoint (`/mcp`, Streamable HTTP from the official SDK, stateless: every POST is answered on
 * its own, so any instance can answer any request). Every refusal is a JSON-RPC error: malformed JSON
 * -32700, a body past the limit or not JSON-RPC -32600, a client past its budget RATE_LIMITED (see
 * `rateLimited`). Each client address has a budget of calls (a batch counts each of its messages) and
 * one of handshake messages, so connecting costs no calls.
 */
export function mcpMiddleware(content: McpContent, markdown: ArticleMarkdown, publicOrigin?: string, limits: McpLimits = MCP_LIMITS): Middleware {
  const calls = clientLimiter('mcp', limits.calls);
  const handshakes = clientLimiter('mcpHandshake', limits.handshakes);
  return async (ctx, next) => {
    if (ctx.path !== MCP_PATH) return next();
    if (ctx.method !== 'POST') {
      // Stateless: no server-sent event stream to open (GET) and no session to end (DELETE).
      reply(ctx, { status: 405, headers: { Allow: 'POST' }, body: rpcError(-32000, `Method not allowed: ${ctx.method}; MCP clients POST to ${MCP_PATH}`) });
      return;
    }
    const { messages, refused } = await readMessages(ctx);
    const handshake = isHandshake(messages);
    const admitted = await (handshake ? handshakes : calls)(ctx.ip, callCount(messages));
    if (!admitted.allowed) return reply(ctx, rateLimited(messages, admitted.retryAfterSeconds));
    if (refused) return reply(ctx, refused);
    const server = knowledgeBaseServer(content, markdown, publicOrigin ?? `${ctx.protocol}://${ctx.host}`);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    ctx.respond = false;
    ctx.res.on('close', () => void transport.close().then(() => server.close()));
    await server.connect(transport);
    await transport.handleRequest(ctx.req, ctx.res, messages);
  };
}
