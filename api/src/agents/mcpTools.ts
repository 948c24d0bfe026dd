import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { QualityTier, type Article, type Category, type SearchResult, type SiteBranding } from '@kb/contracts';
import { z } from 'zod';
import type { SlugState } from '../readModel/readModel';
import { articleUrl, type ArticleMarkdown } from './articleMarkdown';
import { categoryFeedPath } from './atomFeeds';
import { catalogOf, pageOf } from './mcpCatalog';

/** What the MCP server reads: the public read model only (no drafts, no admin data, no category without a published article). */
export interface McpContent {
  search(query: string, limit: number): { readonly results: readonly SearchResult[] };
  slugState(slug: string): SlugState;
  categoryTree(): Category[];
  articleById(id: string): Article | null;
  /** Category names from the top level down to a published article's own category. */
  categoryNames(articleId: string): string[];
  /** The site's public settings (the server's name and instructions). */
  site(): Pick<SiteBranding, 'name' | 'description'>;
}

const SEARCH_LIMIT_MAX = 20;
export const CATEGORIES_PER_PAGE = 100;
export const ARTICLES_PER_PAGE = 50;

/** The slug in what a model passes as an article: a slug, `/article/<slug>`, or a full URL, with or without `.md` or an anchor. */
function slugOf(reference: string): string {
  const path = reference
    .trim()
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '');
  const last = path.replace(/\/+$/, '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/\.md$/, '');
  } catch {
    return last;
  }
}

/** The published article a slug names, following an old slug to the article's current one. */
export function liveArticle(content: McpContent, slug: string): Article | null {
  let state = content.slugState(slug);
  if (state?.kind === 'moved') state = content.slugState(state.slug);
  return state?.kind === 'live' ? state.article : null;
}

/** A tool's answer: the structured content, and the same as JSON text for clients that read only text (or `text` when given). */
const answer = <T extends Record<string, unknown>>(structured: T, text = JSON.stringify(structured, null, 2)) => ({
  content: [{ type: 'text' as const, text }],
  structuredContent: structured,
});
const failure = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });

const page = z
  .number()
  .int()
  .min(1)
  .max(100_000)
  .default(1)
  .describe('The page to answer, counted from 1 (default 1); `nextPage` in an answer says which comes next.');
const paging = {
  page: z.number().int(),
  pageCount: z.number().int(),
  nextPage: z.number().int().nullable().describe('The next page to ask for; null on the last page.'),
};
const READ_ONLY = { readOnlyHint: true, openWorldHint: false } as const;

const SearchOutput = {
  results: z.array(z.object({ title: z.string(), url: z.string(), section: z.string().nullable(), excerpt: z.string(), qualityTier: QualityTier })),
};
const ArticleOutput = {
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  categoryPath: z.array(z.string()),
  updatedAt: z.string(),
  markdown: z.string().describe('The whole page: front matter, the title, the body.'),
};
const CategoriesOutput = {
  categories: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      parent: z.string().nullable().describe("The parent category's slug; null for a top-level category."),
      depth: z.number().int(),
      articleCount: z.number().int().describe('Published articles in it and below it.'),
      ownArticleCount: z.number().int().describe('Published articles placed directly in it (what list_articles lists).'),
      feedUrl: z.string().describe("The category's Atom feed."),
    }),
  ),
  ...paging,
};
const ArticlesOutput = {
  category: z.object({ slug: z.string(), name: z.string() }),
  articles: z.array(z.object({ slug: z.string(), title: z.string(), url: z.string(), description: z.string() })),
  ...paging,
};

/** The four read-only tools: search, read, and browse the category tree and a category's articles. */
export function registerTools(server: McpServer, content: McpContent, markdown: ArticleMarkdown, origin: string): void {
  const { name } = content.site();
  server.registerTool(
    'search_articles',
    {
      title: 'Search the knowledge base',
      description:
        `Full-text search over the published articles of the ${name} knowledge base (typo-tolerant, ranked). ` +
        'Returns the best matches first, each with its title, URL (pointing at the matching section), the section heading, a short excerpt ' +
        'and a quality tier (high, medium or low: how well the article matches). Use get_article with a result URL to read the full article.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for, in plain words, e.g. "genlock timecode drift" or "calibrate a zoom lens".'),
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(5).describe(`How many results to return (1-${SEARCH_LIMIT_MAX}, default 5).`),
      },
      outputSchema: SearchOutput,
      annotations: READ_ONLY,
    },
    ({ query, limit }) =>
      answer({
        results: content.search(query, limit).results.map((r) => ({
          title: r.title,
          url: `${articleUrl(origin, r.slug)}${r.section ? `#${r.section.id}` : ''}`,
          section: r.section?.heading ?? null,
          excerpt: r.excerpt,
          qualityTier: r.qualityTier,
        })),
      }),
  );
  server.registerTool(
    'get_article',
    {
      title: 'Read an article',
      description:
        'The full text of one published article as Markdown, with front matter (title, category path, updated date, canonical URL). ' +
        'Pass the URL of a search result, or the article slug.',
      inputSchema: {
        article: z
          .string()
          .trim()
          .min(1)
          .max(500)
          .describe(`The article's URL (e.g. "${origin}/article/genlock-and-timecode-setup#wiring") or its slug ("genlock-and-timecode-setup").`),
      },
      outputSchema: ArticleOutput,
      annotations: READ_ONLY,
    },
    ({ article: reference }) => {
      const article = liveArticle(content, slugOf(reference));
      if (!article) return failure(`No published article at "${reference}". Use search_articles or list_articles to find one.`);
      const page = markdown.page(article, origin);
      const structured = {
        slug: article.slug,
        title: article.title,
        url: articleUrl(origin, article.slug),
        description: article.metaDescription,
        categoryPath: content.categoryNames(article.id),
        updatedAt: article.updatedAt,
        markdown: page,
      };
      // Clients that read only text get the Markdown page itself, not the JSON around it.
      return answer(structured, page);
    },
  );
  server.registerTool(
    'list_categories',
    {
      title: 'List the categories',
      description:
        `The category tree as a flat list, depth first in the site's order (${CATEGORIES_PER_PAGE} a page): each category's slug, name, ` +
        "parent's slug, depth, and its number of published articles. Pass a slug to list_articles to see a category's articles.",
      inputSchema: { page },
      outputSchema: CategoriesOutput,
      annotations: READ_ONLY,
    },
    ({ page }) => {
      const { items, ...paged } = pageOf(catalogOf(content.categoryTree()).categories, page, CATEGORIES_PER_PAGE);
      const categories = items.map(({ node, parent, depth }) => ({
        slug: node.slug,
        name: node.name,
        parent,
        depth,
        articleCount: node.articleCount,
        ownArticleCount: node.articles.length,
        feedUrl: `${origin}${categoryFeedPath(node.slug)}`,
      }));
      return answer({ categories, ...paged });
    },
  );
  server.registerTool(
    'list_articles',
    {
      title: "List a category's articles",
      description:
        `The published articles placed directly in one category, in the site's order (${ARTICLES_PER_PAGE} a page): title, slug, URL and description. ` +
        'Sub-categories are listed by list_categories (their parent is this slug). Read one with get_article.',
      inputSchema: {
        category: z.string().trim().min(1).max(200).describe('The category slug, from list_categories.'),
        page,
      },
      outputSchema: ArticlesOutput,
      annotations: READ_ONLY,
    },
    ({ category: slug, page }) => {
      const category = catalogOf(content.categoryTree()).bySlug.get(slug);
      if (!category) return failure(`No public category "${slug}". Use list_categories to see the slugs.`);
      const { items, ...paged } = pageOf(category.node.articles, page, ARTICLES_PER_PAGE);
      const articles = items.map((ref) => ({
        slug: ref.slug,
        title: ref.title,
        url: articleUrl(origin, ref.slug),
        description: content.articleById(ref.id)?.metaDescription ?? '',
      }));
      return answer({ category: { slug: category.node.slug, name: category.node.name }, articles, ...paged });
    },
  );
}
