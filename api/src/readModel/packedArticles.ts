import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ArticleDoc } from '../models';

/** An article without its HTML: what the tree, slugs and counts need. */
export type ArticleMeta = Omit<ArticleDoc, 'content'>;

type Packed = ArticleMeta & { packedContent: Buffer };

/**
 * HTML deflated, in a buffer of exactly its size: zlib's result is a view of a 16 KiB chunk, which
 * it would otherwise keep alive for every article (1.6 GB at 100,000 articles).
 */
export function packContent(content: string): Buffer {
  const deflated = deflateRawSync(content, { level: 1 });
  const packed = Buffer.allocUnsafeSlow(deflated.length);
  deflated.copy(packed);
  return packed;
}

/**
 * The published articles in memory, each with its HTML kept deflated (level 1, outside the JS heap):
 * at 100,000 articles the HTML is about 370 MB as strings. Reading an article's content inflates it
 * (some tens of microseconds); the hot reads go through presented articles and prepared bodies,
 * which are cached, so this is paid when an article is first presented or indexed.
 */
export class PackedArticles {
  private readonly packed = new Map<string, Packed>();

  get size(): number {
    return this.packed.size;
  }

  set(article: ArticleDoc): void {
    const { content, ...meta } = article;
    this.packed.set(article._id, { ...meta, packedContent: packContent(content) });
  }

  delete(id: string): void {
    this.packed.delete(id);
  }

  /** Everything but the content, without inflating it. */
  meta(id: string): ArticleMeta | undefined {
    return this.packed.get(id);
  }

  content(id: string): string | undefined {
    return this.packed.get(id) && inflateRawSync(this.packed.get(id)!.packedContent).toString('utf8');
  }

  get(id: string): ArticleDoc | undefined {
    const packed = this.packed.get(id);
    if (!packed) return undefined;
    const { packedContent, ...meta } = packed;
    return { ...meta, content: inflateRawSync(packedContent).toString('utf8') };
  }

  metas(): IterableIterator<ArticleMeta> {
    return this.packed.values();
  }

  all(): ArticleDoc[] {
    return [...this.packed.keys()].map((id) => this.get(id)!);
  }

  /** Bytes of deflated HTML held (for benchmarks and tests). */
  get packedBytes(): number {
    let bytes = 0;
    for (const packed of this.packed.values()) bytes += packed.packedContent.length;
    return bytes;
  }
}
