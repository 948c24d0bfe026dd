import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import Koa from 'koa';
import { ArticleMarkdown } from '../src/agents/articleMarkdown';
import { mcpMiddleware, MCP_LIMITS, type McpLimits } from '../src/agents/mcpServer';
import type { ArticleDoc, CategoryDoc } from '../src/models';
import { articleDoc } from './factories';
import { loopbackUrl, type TestApi } from './harness';

export const MCP_ORIGIN = 'https://kb.example.com';

export interface TestMcp {
  endpoint: URL;
  markdown: ArticleMarkdown;
  /** An MCP client of the official SDK, connected from its own client address (the limits count per address). */
  connect(address: string): Promise<Client>;
  /** A raw POST of `body` (JSON unless a string) from a client address. */
  post(address: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): void;
}

/** The MCP endpoint over the test API's read model, on 127.0.0.1, as the site server mounts it. */
export async function startMcp(api: TestApi, limits: Partial<McpLimits> = {}): Promise<TestMcp> {
  const markdown = new ArticleMarkdown(api.deps.readModel);
  const app = new Koa({ proxy: true });
  app.use(mcpMiddleware(api.deps.readModel, markdown, MCP_ORIGIN, { ...MCP_LIMITS, ...limits }));
  const server: Server = app.listen(0, '127.0.0.1');
  const endpoint = new URL(`${await loopbackUrl(server)}/mcp`);
  return {
    endpoint,
    markdown,
    async connect(address) {
      const client = new Client({ name: 'kb-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { 'X-Forwarded-For': address } } }));
      return client;
    },
    post: (address, body, headers = {}) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Forwarded-For': address, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => void server.close(),
  };
}

export interface PlacedCategory {
  id: string;
  slug: string;
  name: string;
  articles: ArticleDoc[];
}

/**
 * A category of the test's own (under `parentId` when given) holding `count` articles of `status`,
 * stored in the database and put in the read model as a publish does.
 */
export async function createCategory(api: TestApi, options: { count: number; parentId?: string; status?: ArticleDoc['status'] }): Promise<PlacedCategory> {
  const { models, readModel } = api.deps;
  const n = randomUUID().slice(0, 8);
  const category: CategoryDoc = { _id: randomUUID(), slug: `mcp-${n}`, name: `MCP ${n}`, order: 0, parentId: options.parentId ?? null };
  await models.Category.create(category);
  const now = new Date();
  const articles = Array.from({ length: options.count }, (_, i) => {
    const number = String(i + 1).padStart(3, '0');
    return articleDoc({
      slug: `mcp-${n}-${number}`,
      title: `MCP ${n} article ${number}`,
      categoryId: category._id,
      order: i,
      metaDescription: `What article ${number} of ${n} says.`,
      status: options.status ?? 'published',
      createdAt: now,
      html: `<h2>Part ${number}</h2><p>Article ${number} of category ${n}.</p>`,
    });
  });
  if (articles.length > 0) await models.Article.insertMany(articles);
  readModel.setCategories(await models.Category.find().lean<CategoryDoc[]>());
  for (const article of articles) readModel.setArticle(article);
  return { id: category._id, slug: category.slug, name: category.name, articles };
}
