import { setImmediate as nextTurn } from 'node:timers/promises';
import { PRODUCT_NAME, SITE_SUMMARY, type Article, type Category } from '@kb/contracts';
import { prepareBytes, prepareStream, type PreparedBody } from '../readModel/preparedBody';
import type { ArticleMarkdown, MarkdownContent } from './articleMarkdown';

/** What llms.txt and llms-full.txt need of the read model. */
export interface PublishedContent extends MarkdownContent {
  /** Grows with every change of the published content. */
  readonly version: number;
  categoryTree(): Category[];
  articleById(id: string): Article | null;
}

/** Articles converted between two yields to the event loop while llms-full.txt is written. */
const ARTICLES_PER_TURN = 25;
const TITLE = `${PRODUCT_NAME} Knowledge Base`;

/** A category's own articles, then those of its sub-categories, depth first (the sidebar's order). */
function* articleIds(category: Category): Generator<string> {
  for (const ref of category.articles) yield ref.id;
  for (const child of category.children) yield* articleIds(child);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `/llms.txt` (the llmstxt.org format: the product's name, a summary, and a section per top-level
 * category listing its articles' Markdown pages with a one-line description) and `/llms-full.txt`
 * (every published article's Markdown page). Each is prepared once per change of the published content
 * (the read model's version) and origin, compressed, with an ETag; the first request after a publish
 * waits for the new one, so both are current as soon as the publish has answered.
 */
export class LlmsFiles {
  private readonly made = new Map<'index' | 'full', { version: number; origin: string; body: Promise<PreparedBody> }>();

  constructor(
    private readonly content: PublishedContent,
    private readonly markdown: ArticleMarkdown,
  ) {}

  index(origin: string): Promise<PreparedBody> {
    return this.current('index', origin, () => prepareBytes(Buffer.from(this.indexText(origin))));
  }

  full(origin: string): Promise<PreparedBody> {
    return this.current('full', origin, () => prepareStream(this.fullText(origin)));
  }

  private current(name: 'index' | 'full', origin: string, make: () => Promise<PreparedBody>): Promise<PreparedBody> {
    const version = this.content.version;
    const entry = this.made.get(name);
    if (entry && entry.version === version && entry.origin === origin) return entry.body;
    const body = make();
    this.made.set(name, { version, origin, body });
    body.catch(() => this.made.delete(name));
    return body;
  }

  private indexText(origin: string): string {
    const lines = [`# ${TITLE}`, '', `> ${SITE_SUMMARY}`, '', `Every article is also served as Markdown; all of them in one file: ${origin}/llms-full.txt`];
    for (const root of this.content.categoryTree()) {
      const entries = [...articleIds(root)].flatMap((id) => {
        const article = this.content.articleById(id);
        if (!article) return [];
        const description = oneLine(article.metaDescription);
        return [`- [${oneLine(article.title).replace(/[[\]]/g, '\\$&')}](${origin}/article/${encodeURIComponent(article.slug)}.md)${description ? `: ${description}` : ''}`];
      });
      if (entries.length > 0) lines.push('', `## ${oneLine(root.name)}`, '', ...entries);
    }
    return `${lines.join('\n')}\n`;
  }

  private async *fullText(origin: string): AsyncGenerator<string> {
    yield `# ${TITLE}\n\n> ${SITE_SUMMARY}\n`;
    let converted = 0;
    for (const root of this.content.categoryTree()) {
      for (const id of articleIds(root)) {
        const article = this.content.articleById(id);
        if (!article) continue;
        yield `\n${this.markdown.page(article, origin)}`;
        if (++converted % ARTICLES_PER_TURN === 0) await nextTurn();
      }
    }
  }
}
