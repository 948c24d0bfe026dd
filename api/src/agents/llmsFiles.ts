import { setImmediate as nextTurn } from 'node:timers/promises';
import { articlePath, type Article, type Category, type SiteBranding } from '@kb/contracts';
import { prepareBytes, prepareStream, type PreparedBody } from '../readModel/preparedBody';
import type { ArticleMarkdown, MarkdownContent } from './articleMarkdown';
import { inlineText } from './markdown';

/** What llms.txt and llms-full.txt need of the read model. */
export interface PublishedContent extends MarkdownContent {
  /** Grows with every change of the published content. */
  readonly version: number;
  /** The version of the last change that took an article off the site (unpublished or deleted). */
  readonly takenOffAt: number;
  categoryTree(): Category[];
  articleById(id: string): Article | null;
  /** The site's public settings (its name and description head both files). */
  site(): Pick<SiteBranding, 'name' | 'description'>;
}

/** Articles converted between two yields to the event loop while llms-full.txt is written. */
const ARTICLES_PER_TURN = 25;

/** A category's own articles, then those of its sub-categories, depth first (the sidebar's order). */
function* articleIds(category: Category): Generator<string> {
  for (const ref of category.articles) yield ref.id;
  for (const child of category.children) yield* articleIds(child);
}

/** One of the two files for one origin: the last one made, and the one being made. */
interface LlmsFile {
  origin: string;
  made?: { version: number; site: unknown; body: PreparedBody };
  making?: { version: number; site: unknown; body: Promise<PreparedBody> };
}

/**
 * `/llms.txt` (the llmstxt.org format: the product's name, a summary, and a section per top-level
 * category listing its articles' Markdown pages with a one-line description) and `/llms-full.txt`
 * (every published article's Markdown page), compressed, with an ETag. Each is made again after a
 * change of the published content (the read model's version), one at a time: until the new one is
 * made, requests get the last one (at 100,000 articles llms-full.txt takes about a minute to make),
 * and only the first request of all waits. So both are current within one making of a publish. An
 * article taken off the site is never served again: after an unpublish or a delete, requests wait for
 * a file made after it; so do they after a change of the site settings (no old name is served).
 */
export class LlmsFiles {
  private readonly files = new Map<'index' | 'full', LlmsFile>();

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
    const site = this.content.site();
    let file = this.files.get(name);
    if (file?.origin !== origin) this.files.set(name, (file = { origin }));
    const { made } = file;
    if (made?.version === version) return Promise.resolve(made.body);
    if (!file.making) {
      const owner = file;
      const making = {
        version,
        site,
        body: make()
          .then((body) => {
            owner.made = { version, site, body };
            return body;
          })
          .finally(() => {
            if (owner.making === making) owner.making = undefined;
          }),
      };
      owner.making = making;
      // A failed making is tried again by the next request; whoever waits for it gets the error.
      making.body.catch(() => undefined);
    }
    const { takenOffAt } = this.content;
    if (made && made.version >= takenOffAt && made.site === site) return Promise.resolve(made.body);
    const { making } = file;
    // One begun before an article was taken off the site still lists it, or before the settings changed
    // still has the old name: the next one will not.
    return making!.version >= takenOffAt && making!.site === site ? making!.body : making!.body.then(() => this.current(name, origin, make));
  }

  /** The site's name and summary, each on its one line as written (escaped as titles and descriptions are). */
  private heading(): string {
    const { name, description } = this.content.site();
    return `# ${inlineText(name)} Knowledge Base\n\n> ${inlineText(description)}\n`;
  }

  private indexText(origin: string): string {
    const lines = [this.heading(), `Every article is also served as Markdown; all of them in one file: ${origin}/llms-full.txt`];
    for (const root of this.content.categoryTree()) {
      const entries = [...articleIds(root)].flatMap((id) => {
        const article = this.content.articleById(id);
        if (!article) return [];
        const description = inlineText(article.metaDescription);
        return [`- [${inlineText(article.title)}](${origin}${articlePath(article.slug)}.md)${description ? `: ${description}` : ''}`];
      });
      if (entries.length > 0) lines.push('', `## ${inlineText(root.name)}`, '', ...entries);
    }
    return `${lines.join('\n')}\n`;
  }

  private async *fullText(origin: string): AsyncGenerator<string> {
    yield this.heading();
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
