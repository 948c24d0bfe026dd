import { articlePath, type Article } from '@kb/contracts';
import { LRUCache } from 'lru-cache';
import { prepareBytes, type PreparedBody } from '../readModel/preparedBody';
import { htmlToMarkdown, inlineText, ORIGIN_MARK } from './markdown';

/** Converted bodies kept (the most recently read), in UTF-16 code units: about 20,000 articles. */
const MARKDOWN_CHARS = 32 * 1024 * 1024;
/** Compressed Markdown pages kept (a few KiB each). */
const PAGES_KEPT = 4000;

/** What the Markdown pages need of the read model. */
export interface MarkdownContent {
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
 * source is the object the read model returns.
 */
export class ArticleMarkdown {
  private readonly converted = new LRUCache<string, { source: Article; markdown: string }>({
    maxSize: MARKDOWN_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.markdown.length),
  });
  private readonly pages = new LRUCache<string, { source: Article; origin: string; body: Promise<PreparedBody> }>({ max: PAGES_KEPT });

  constructor(private readonly content: MarkdownContent) {}

  /** The article's body in Markdown, with the origin mark before site-relative URLs. */
  private body(article: Article): string {
    const entry = this.converted.get(article.id);
    if (entry?.source === article) return entry.markdown;
    const markdown = htmlToMarkdown(article.content);
    this.converted.set(article.id, { source: article, markdown });
    return markdown;
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
    const entry = this.pages.get(article.id);
    if (entry?.source === article && entry.origin === origin) return entry.body;
    const body = prepareBytes(Buffer.from(this.page(article, origin)));
    this.pages.set(article.id, { source: article, origin, body });
    body.catch(() => this.pages.delete(article.id));
    return body;
  }
}
