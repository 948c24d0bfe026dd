import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../test/factories';
import { testApiForFile } from '../../test/harness';
import { createCategory, MCP_ORIGIN, startMcp, type PlacedCategory, type TestMcp } from '../../test/mcp';
import { catalogOf } from './mcpCatalog';
import { RESOURCES_PER_PAGE } from './mcpResources';
import { ARTICLES_PER_PAGE, CATEGORIES_PER_PAGE } from './mcpTools';

const api = testApiForFile();
let mcp: TestMcp;
let client: Client;
/** A root category with one article and a child holding more than a page of articles. */
let root: PlacedCategory;
let child: PlacedCategory;

beforeAll(async () => {
  mcp = await startMcp(api, { calls: { points: 1000, windowSeconds: 60 } });
  root = await createCategory(api, { count: 1 });
  child = await createCategory(api, { count: ARTICLES_PER_PAGE + 5, parentId: root.id });
  client = await mcp.connect('198.51.100.1');
});
afterAll(async () => {
  await client.close();
  mcp.close();
});

type ToolAnswer = Awaited<ReturnType<Client['callTool']>>;
const textOf = (result: ToolAnswer) => (result.content as { type: string; text: string }[])[0]!.text;
/** The structured content, checked to be what the text block says too (for clients that read only text). */
function structured<T>(result: ToolAnswer): T {
  expect(result.isError).toBeFalsy();
  expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  return result.structuredContent as T;
}
const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

interface CategoryEntry {
  slug: string;
  name: string;
  parent: string | null;
  depth: number;
  articleCount: number;
  ownArticleCount: number;
  feedUrl: string;
}
interface Paging {
  page: number;
  pageCount: number;
  nextPage: number | null;
}
type ArticleList = Paging & { category: { slug: string; name: string }; articles: { slug: string; title: string; url: string; description: string }[] };

/** Every category list_categories answers, page after page. */
async function allCategories(): Promise<CategoryEntry[]> {
  const all: CategoryEntry[] = [];
  for (let page: number | null = 1; page !== null;) {
    const answer: Paging & { categories: CategoryEntry[] } = structured(await call('list_categories', { page }));
    all.push(...answer.categories);
    page = answer.nextPage;
  }
  return all;
}

/** Every resource URI resources/list answers, page after page. */
async function allResourceUris(): Promise<string[]> {
  const uris: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listResources(cursor === undefined ? {} : { cursor });
    expect(page.resources.length).toBeLessThanOrEqual(RESOURCES_PER_PAGE);
    for (const resource of page.resources) expect(resource.mimeType).toBe('text/markdown');
    uris.push(...page.resources.map((r) => r.uri));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return uris;
}

describe('the MCP server', () => {
  it('advertises only what a stateless server does: no list-changed notifications, no subscriptions', () => {
    expect(client.getServerCapabilities()).toEqual({ tools: {}, resources: {}, prompts: {}, completions: {} });
  });

  it('offers four read-only tools, each with an output schema, described for models', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_article', 'list_articles', 'list_categories', 'search_articles']);
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(60);
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.outputSchema?.type).toBe('object');
    }
    expect(Object.keys(tools.find((t) => t.name === 'list_articles')!.inputSchema.properties ?? {})).toEqual(['category', 'page']);
  });

  it('search_articles answers title, URL, section, excerpt and quality tier as structured content, at most `limit`', async () => {
    const { results } = structured<{ results: Record<string, unknown>[] }>(await call('search_articles', { query: 'genlock timecode', limit: 3 }));
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    const best = api.deps.readModel.search('genlock timecode').results[0]!;
    expect(results[0]).toEqual({
      title: best.title,
      url: `${MCP_ORIGIN}/article/${best.slug}${best.section ? `#${best.section.id}` : ''}`,
      section: best.section?.heading ?? null,
      excerpt: best.excerpt,
      qualityTier: best.qualityTier,
    });
    expect((await call('search_articles', { query: '', limit: 500 })).isError).toBe(true);
  });

  it('get_article answers the Markdown page (as text, and with its fields as structured content) for a slug or a URL', async () => {
    const article = await createArticle(api, { title: 'Tracking Markers', content: '<h2>Placing</h2><p>Put markers on the ceiling.</p>' });
    for (const reference of [article.slug, `${MCP_ORIGIN}/article/${article.slug}#placing`, `/article/${article.slug}.md`]) {
      const result = await call('get_article', { article: reference });
      expect(textOf(result)).toMatch(/^---\ntitle: "Tracking Markers"\n/);
      expect(textOf(result)).toContain('## Placing\n\nPut markers on the ceiling.');
      expect(result.structuredContent).toEqual({
        slug: article.slug,
        title: 'Tracking Markers',
        url: `${MCP_ORIGIN}/article/${article.slug}`,
        description: article.metaDescription,
        categoryPath: api.deps.readModel.categoryNames(article.id),
        updatedAt: article.updatedAt,
        markdown: textOf(result),
      });
    }
    const missing = await call('get_article', { article: 'no-such-article' });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('No published article');
  });

  it('list_categories answers every public category once, depth first, with slug, parent, counts and feed URL, a page at a time', async () => {
    // More categories than a page holds.
    const have = catalogOf(api.deps.readModel.categoryTree()).categories.length;
    for (let i = have; i <= CATEGORIES_PER_PAGE; i++) await createCategory(api, { count: 1 });
    const first: Paging = structured(await call('list_categories', {}));
    expect(first).toMatchObject({ page: 1, nextPage: 2 });
    const all = await allCategories();
    const expected = catalogOf(api.deps.readModel.categoryTree()).categories;
    expect(all).toHaveLength(expected.length);
    expect(first.pageCount).toBe(Math.ceil(expected.length / CATEGORIES_PER_PAGE));
    expect(all.map((c) => c.slug)).toEqual(expected.map((c) => c.node.slug));
    expect(all.find((c) => c.slug === child.slug)).toEqual({
      slug: child.slug,
      name: child.name,
      parent: root.slug,
      depth: 1,
      articleCount: ARTICLES_PER_PAGE + 5,
      ownArticleCount: ARTICLES_PER_PAGE + 5,
      feedUrl: `${MCP_ORIGIN}/feed/${child.slug}.xml`,
    });
    expect(all.find((c) => c.slug === root.slug)).toMatchObject({ parent: null, depth: 0, articleCount: ARTICLES_PER_PAGE + 6, ownArticleCount: 1 });
  });

  it('browses from the root categories to an article, through the tools and through the resource template', async () => {
    const top = (await allCategories()).filter((c) => c.parent === null);
    expect(top.map((c) => c.slug)).toContain(root.slug);
    const below = (await allCategories()).find((c) => c.parent === root.slug)!;
    expect(below.slug).toBe(child.slug);
    const second: ArticleList = structured(await call('list_articles', { category: below.slug, page: 2 }));
    expect(second).toMatchObject({ category: { slug: child.slug, name: child.name }, page: 2, pageCount: 2, nextPage: null });
    expect(second.articles).toHaveLength(5);
    const doc = child.articles[ARTICLES_PER_PAGE]!;
    expect(second.articles[0]).toEqual({ slug: doc.slug, title: doc.title, url: `${MCP_ORIGIN}/article/${doc.slug}`, description: doc.metaDescription });
    const page = mcp.markdown.page(api.deps.readModel.articleBySlug(doc.slug)!, MCP_ORIGIN);
    expect(textOf(await call('get_article', { article: second.articles[0]!.url }))).toBe(page);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([expect.objectContaining({ name: 'article', uriTemplate: 'kb://article/{slug}', mimeType: 'text/markdown' })]);
    const read = await client.readResource({ uri: `kb://article/${doc.slug}` });
    expect(read.contents).toEqual([{ uri: `kb://article/${doc.slug}`, mimeType: 'text/markdown', text: page }]);
  });

  it("list_articles pages a category's own articles in the site's order", async () => {
    const first: ArticleList = structured(await call('list_articles', { category: child.slug }));
    expect(first).toMatchObject({ page: 1, pageCount: 2, nextPage: 2 });
    expect(first.articles.map((a) => a.slug)).toEqual(child.articles.slice(0, ARTICLES_PER_PAGE).map((a) => a.slug));
    const unknown = await call('list_articles', { category: 'no-such-category' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toContain('No public category');
  });

  it('resources/list pages every published article with an opaque cursor, and refuses a cursor it did not give', async () => {
    expect((await client.listResources()).resources).toHaveLength(RESOURCES_PER_PAGE);
    const uris = await allResourceUris();
    expect(uris).toEqual(catalogOf(api.deps.readModel.categoryTree()).articles.map((a) => `kb://article/${a.slug}`));
    await expect(client.listResources({ cursor: 'x' })).rejects.toMatchObject({ code: -32602 });
  });

  it('answers -32002 for a resource with no published article, and completes the slug from the search index', async () => {
    await expect(client.readResource({ uri: 'kb://article/no-such-article' })).rejects.toMatchObject({ code: -32002 });
    const { slug } = root.articles[0]!;
    const completion = await client.complete({
      ref: { type: 'ref/resource', uri: 'kb://article/{slug}' },
      argument: { name: 'slug', value: root.articles[0]!.title },
    });
    expect(completion.completion.values).toContain(slug);
  });

  it('offers a prompt that answers a question from the docs', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['answer_from_docs']);
    const prompt = await client.getPrompt({ name: 'answer_from_docs', arguments: { question: 'How do I calibrate a zoom lens?' } });
    expect(prompt.messages[0]!.content).toMatchObject({ type: 'text', text: expect.stringContaining('Question: How do I calibrate a zoom lens?') });
    await expect(client.getPrompt({ name: 'answer_from_docs', arguments: {} })).rejects.toBeInstanceOf(McpError);
  });

  it('shows only what the public site shows: no draft, no category with nothing published', async () => {
    const draft = await createArticle(api, { title: 'Secret Roadmap Zephyrquartz' });
    api.deps.readModel.setArticle({ ...api.deps.readModel.articleDoc(draft.id)!, status: 'draft' });
    const hidden = await createCategory(api, { count: 2, status: 'draft' });
    expect(structured<{ results: unknown[] }>(await call('search_articles', { query: 'Zephyrquartz' })).results).toEqual([]);
    expect((await call('get_article', { article: draft.slug })).isError).toBe(true);
    await expect(client.readResource({ uri: `kb://article/${draft.slug}` })).rejects.toMatchObject({ code: -32002 });
    await expect(client.readResource({ uri: `kb://article/${hidden.articles[0]!.slug}` })).rejects.toMatchObject({ code: -32002 });
    expect((await allCategories()).map((c) => c.slug)).not.toContain(hidden.slug);
    expect((await call('list_articles', { category: hidden.slug })).isError).toBe(true);
    const listed = await allResourceUris();
    expect(listed).not.toContain(`kb://article/${draft.slug}`);
    expect(listed).not.toContain(`kb://article/${hidden.articles[0]!.slug}`);
  });
});
