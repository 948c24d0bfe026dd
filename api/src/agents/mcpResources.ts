import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, ListResourcesRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { decoded } from '../content/articleLinks';
import type { ArticleMarkdown } from './articleMarkdown';
import { catalogOf } from './mcpCatalog';
import { liveArticle, type McpContent } from './mcpTools';

const ARTICLE_URI_TEMPLATE = 'kb://article/{slug}';
export const RESOURCES_PER_PAGE = 100;
/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;
const MARKDOWN = 'text/markdown';

const articleUri = (slug: string) => `kb://article/${encodeURIComponent(slug.toWellFormed())}`;

/** The slug in a matched template variable (percent-encoded in the URI). */
function slugOf(value: string | string[] | undefined): string {
  return decoded(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
}

/**
 * Every published article as a Markdown resource, `kb://article/{slug}`. `resources/list` is paged
 * (RESOURCES_PER_PAGE at a time, in the site's order, an opaque cursor to the next page): each page
 * costs the same at 100 articles as at 100,000, and a client that walks every page is held to the
 * per-client call budget like any other caller. The slug completes from the search index.
 */
export function registerArticleResources(server: McpServer, content: McpContent, markdown: ArticleMarkdown, origin: string): void {
  const { name } = content.site();
  const template = new ResourceTemplate(ARTICLE_URI_TEMPLATE, {
    list: undefined,
    complete: {
      slug: (value) => {
        const slugs = value.trim()
          ? content.search(value, 10).results.map((r) => r.slug)
          : catalogOf(content.categoryTree())
              .articles.slice(0, 10)
              .map((a) => a.slug);
        return [...new Set(slugs)];
      },
    },
  });
  server.registerResource(
    'article',
    template,
    { title: 'Knowledge base article', description: `A published article of the ${name} knowledge base as Markdown, by its slug.`, mimeType: MARKDOWN },
    (uri, variables) => {
      const article = liveArticle(content, slugOf(variables.slug));
      if (!article) throw new McpError(RESOURCE_NOT_FOUND, `No published article at ${uri.href}`, { uri: uri.href });
      return { contents: [{ uri: articleUri(article.slug), mimeType: MARKDOWN, text: markdown.page(article, origin) }] };
    },
  );
  // The SDK's own list handler neither passes the cursor on nor pages: this one replaces it.
  server.server.setRequestHandler(ListResourcesRequestSchema, (request) => {
    const cursor = request.params?.cursor;
    if (cursor !== undefined && !/^[1-9]\d{0,8}$/.test(cursor)) throw new McpError(ErrorCode.InvalidParams, `Invalid cursor "${cursor}"`);
    const start = cursor === undefined ? 0 : Number(cursor);
    const { articles } = catalogOf(content.categoryTree());
    const resources = articles
      .slice(start, start + RESOURCES_PER_PAGE)
      .map((a) => ({ uri: articleUri(a.slug), name: a.slug, title: a.title, mimeType: MARKDOWN }));
    const next = start + RESOURCES_PER_PAGE;
    return next < articles.length ? { resources, nextCursor: String(next) } : { resources };
  });
}

/** A prompt that has the model answer a question from the knowledge base only, citing its articles. */
export function registerPrompts(server: McpServer, name: string): void {
  server.registerPrompt(
    'answer_from_docs',
    {
      title: 'Answer from the docs',
      description: `Answer a question from the ${name} knowledge base only, citing the articles used.`,
      argsSchema: { question: z.string().trim().min(1).max(500).describe('The question to answer.') },
    },
    ({ question }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `Answer the question below from the ${name} knowledge base only. Find the articles with search_articles ` +
              '(or browse with list_categories and list_articles), read the best ones with get_article, and answer from what they say, ' +
              'citing the URL of each article you used. If the knowledge base does not answer it, say so.\n\n' +
              `Question: ${question}`,
          },
        },
      ],
    }),
  );
}
