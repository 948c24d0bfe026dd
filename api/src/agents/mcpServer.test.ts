import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../test/factories';
import { startTestApi, type TestApi } from '../../test/harness';
import { ArticleMarkdown } from './articleMarkdown';
import { mcpMiddleware } from './mcpServer';

const ORIGIN = 'https://kb.example.com';
let api: TestApi;
let server: Server;
let endpoint: URL;

/** The MCP endpoint over the test API's read model, as the site server mounts it (this one allows 20 requests a minute). */
beforeAll(async () => {
  api = await startTestApi();
  const app = new Koa({ proxy: true });
  app.use(mcpMiddleware(api.deps.readModel, new ArticleMarkdown(api.deps.readModel), ORIGIN, { points: 20, windowSeconds: 60 }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
});
afterAll(async () => {
  server.close();
  await api.close();
});

/** An MCP client of the official SDK, from its own client address (the limit counts per address). */
async function connect(address: string): Promise<Client> {
  const client = new Client({ name: 'kb-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { 'X-Forwarded-For': address } } }));
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { type: string; text: string }[])[0]!.text;

describe('the MCP server', () => {
  it('offers three read-only tools, described for models', async () => {
    const client = await connect('198.51.100.1');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_article', 'list_categories', 'search_articles']);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools.find((t) => t.name === 'search_articles')!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
    await client.close();
  });

  it('search_articles answers title, URL, section, excerpt and quality tier, at most `limit`', async () => {
    const client = await connect('198.51.100.2');
    const results = JSON.parse(textOf(await client.callTool({ name: 'search_articles', arguments: { query: 'genlock timecode', limit: 3 } }))) as Record<string, unknown>[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    const best = api.deps.readModel.search('genlock timecode').results[0]!;
    expect(results[0]).toEqual({
      title: best.title,
      url: `${ORIGIN}/article/${best.slug}${best.section ? `#${best.section.id}` : ''}`,
      section: best.section?.heading ?? null,
      excerpt: best.excerpt,
      qualityTier: best.qualityTier,
    });
    const refused = await client.callTool({ name: 'search_articles', arguments: { query: '', limit: 500 } });
    expect(refused.isError).toBe(true);
    await client.close();
  });

  it('get_article answers the Markdown page for a slug or a result URL, and says when there is none', async () => {
    const client = await connect('198.51.100.3');
    const article = await createArticle(api, { title: 'Tracking Markers', content: '<h2>Placing</h2><p>Put markers on the ceiling.</p>' });
    for (const reference of [article.slug, `${ORIGIN}/article/${article.slug}#placing`, `/article/${article.slug}.md`]) {
      const md = textOf(await client.callTool({ name: 'get_article', arguments: { article: reference } }));
      expect(md).toMatch(/^---\ntitle: "Tracking Markers"\n/);
      expect(md).toContain('## Placing\n\nPut markers on the ceiling.');
    }
    const missing = await client.callTool({ name: 'get_article', arguments: { article: 'no-such-article' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('No published article');
    await client.close();
  });

  it('list_categories answers the public category tree with article counts', async () => {
    const client = await connect('198.51.100.4');
    const tree = JSON.parse(textOf(await client.callTool({ name: 'list_categories', arguments: {} }))) as { name: string; articles: number }[];
    expect(tree.map((c) => [c.name, c.articles])).toEqual(api.deps.readModel.categoryTree().map((c) => [c.name, c.articleCount]));
    await client.close();
  });

  it('shows no admin data: drafts stay out of search and reading', async () => {
    const client = await connect('198.51.100.5');
    const draft = await createArticle(api, { title: 'Secret Roadmap Zephyrquartz' });
    api.deps.readModel.setArticle({ ...api.deps.readModel.articleDoc(draft.id)!, status: 'draft' });
    expect(textOf(await client.callTool({ name: 'search_articles', arguments: { query: 'Zephyrquartz' } }))).toContain('No article matches');
    expect((await client.callTool({ name: 'get_article', arguments: { article: draft.slug } })).isError).toBe(true);
    await client.close();
  });

  it('is rate-limited per client: simultaneous calls past the limit are refused with 429, other clients go on', async () => {
    const call = (address: string) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Forwarded-For': address },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const answers = await Promise.all(Array.from({ length: 30 }, () => call('198.51.100.9')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'rateLimited' });
    expect((await call('198.51.100.10')).status).toBe(200);
  });

  it('counts every message of a JSON-RPC batch against the limit', async () => {
    const batch = (address: string, size: number) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Forwarded-For': address },
        body: JSON.stringify(Array.from({ length: size }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' }))),
      });
    const small = await batch('198.51.100.20', 3);
    expect(small.status).toBe(200);
    expect((await small.json()) as unknown[]).toHaveLength(3);
    // 20 a minute: 3 used, so a batch of 18 is past the limit.
    const large = await batch('198.51.100.20', 18);
    expect(large.status).toBe(429);
    expect(await large.json()).toMatchObject({ code: 'rateLimited' });
  });

  it('answers only POST (stateless: no event stream, no session)', async () => {
    const get = await fetch(endpoint, { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toMatchObject({ code: 'methodNotAllowed' });
  });
});
