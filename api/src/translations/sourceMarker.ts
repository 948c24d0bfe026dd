import type { Article } from '@kb/contracts';
import { createHash } from 'node:crypto';
import type { ArticleDoc } from '../models';
import type { ArticleMeta } from '../readModel/packedArticles';
import type { ReadModel } from '../readModel/readModel';

/** A UUID (version 5 layout) named by the SHA-1 of some text: the same text always gives the same id. */
function textUuid(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Which source a translation is made from: the article's published revision, or, for an article that
 * was imported or seeded (its content written without a revision), an id named by its published HTML, so
 * a re-import that changes the text makes its translations outdated too.
 */
export function sourceMarker(article: Pick<ArticleDoc, 'publishedRevisionId' | 'content'>): string {
  return article.publishedRevisionId ?? textUuid(article.content);
}

/**
 * The source markers of published articles, kept per article value: the read model hands out a new
 * value on every publish, so a marker is worked out (its article unpacked) once per published version.
 */
export class SourceMarkers {
  private readonly kept = new WeakMap<ArticleMeta | Article, string>();

  constructor(private readonly readModel: ReadModel) {}

  /** The marker of a published article (its meta or its presented form); undefined once it is off the site. */
  of(article: ArticleMeta | Article): string | undefined {
    let marker = this.kept.get(article);
    if (marker === undefined) {
      const doc = this.readModel.articleDoc('_id' in article ? article._id : article.id);
      if (!doc) return undefined;
      this.kept.set(article, (marker = sourceMarker(doc)));
    }
    return marker;
  }
}
