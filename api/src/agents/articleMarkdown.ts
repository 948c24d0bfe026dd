import { articlePath, type Article } from '@kb/contracts';
import { prepareBytes, type PreparedBody } from '../readModel/preparedBody';
import type { ResponseCache } from '../readModel/responseCache';
import { htmlToMarkdown, inlineText, ORIGIN_MARK } from './markdown';

/** What the Markdown pages need of the read model. */
export interface MarkdownContent {
  /** Where conversions and pages are kept. */
  readonly cache: ResponseCache;
  /** Category names from the top level down to a published article's own category. */
  categoryNames(articleId: string): string[];
}

/**
 * A value as a YAML double-quoted string: JSON's (valid YAML), with `<`, `>`, `[` and `]` as `\u` escapes,
 * so a Markdown renderer that does not know front matter makes no HTML or link of it (YAML reads the same text).
 */
const yamlString = (value: string) => JSON.stringify(value).replace(/[<>[\]]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** YAML front matter; every value is written as a JSON string (valid YAML), lists as flow sequences. */
function frontMatter(fields: Record<string, string | readonly string[]>): string {
  const lines = Object.entries(fields).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? yamlString(value) : `[${value.map(yamlString).join(', ')}]`}`,
  );
  return `---\n${lines.join('\n')}\n---\n`;
}

export const articleUrl = (origin: string, slug: string) => `${origin}${articlePath(slug.toWellFormed())}`;

/**
 * Articles as Markdown for people and AI agents (`/article/<slug>.md`, llms-full.txt, the MCP server).
 * The HTML is converted once per published value: the read model hands out a new Article object when
 * an article is published (or its category renamed), so a cached conversion is current while its
 * source is the object the read model returns (in the response cache).
 */
export class ArticleMarkdown {
  constructor(private readonly content: MarkdownContent) {}

  /** The article's body in Markdown, with the origin mark before site-relative URLs. */
  private body(article: Article): string {
    return this.content.cache.get(`markdown:${article.id}`, [article], () => htmlToMarkdown(article.content));
  }

  /** The whole page: front matter (title, category path, updated date, canonical URL), the title, the body. */
  page(article: Article, origin: string): string {
    const head = frontMatter({
      title: article.title,
      description: article.metaDescription,
      category_path: this.content.categoryNames(article.id),
      updated: article.updatedAt,
      canonical_url: articleUrl(origin, article.slug),
    });
    return `${head}\n# ${inlineText(article.title)}\n\n${this.body(article).replaceAll(ORIGIN_MARK, () => origin)}\n`;
  }

  /** The page compressed once with its ETag, for `/article/<slug>.md`. */
  prepared(article: Article, origin: string): Promise<PreparedBody> {
    return this.content.cache.get(`markdown-page:${article.id}`, [article, origin], () => prepareBytes(Buffer.from(this.page(article, origin))));
  }
}
