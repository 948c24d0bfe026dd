import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ArticleDoc } from '../models';

/** What the tree, the slug map, the counts, the sitemap and the feeds need of every article, kept as plain fields. */
export type ArticleMeta = Pick<ArticleDoc, '_id' | 'slug' | 'title' | 'categoryId' | 'order' | 'imageCount' | 'wordCount' | 'updatedAt'>;
/** The rest (HTML, headings, keywords, tags, description, creation date…) is only read to present an article. */
type Cold = Omit<ArticleDoc, keyof ArticleMeta>;

type Packed = ArticleMeta & { packed: Buffer };

/** Every article for the read-model snapshot: the plain fields, and the packed rest in one buffer. */
export interface PackedArticlesDump {
  metas: ArticleMeta[];
  /** Where each article's packed bytes end in `bytes` (they start where the previous one's end). */
  ends: Uint32Array;
  bytes: Uint8Array;
}

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
 * The published articles in memory: the fields of ArticleMeta as they are, everything else as JSON
 * deflated (level 1) outside the JS heap. At 100,000 articles the HTML is about 370 MB as strings,
 * and the headings, keywords and tags about a million small objects. Reading an article inflates it
 * (some tens of microseconds); the hot reads go through presented articles and prepared bodies,
 * which are cached, so this is paid when an article is first presented or indexed.
 */
export class PackedArticles {
  private readonly packed = new Map<string, Packed>();

  get size(): number {
    return this.packed.size;
  }

  set(article: ArticleDoc): void {
    const { _id, slug, title, categoryId, order, imageCount, wordCount, updatedAt, ...cold } = article;
    this.packed.set(_id, { _id, slug, title, categoryId, order, imageCount, wordCount, updatedAt, packed: packContent(JSON.stringify(cold)) });
  }

  delete(id: string): void {
    this.packed.delete(id);
  }

  /** The plain fields, without inflating anything. */
  meta(id: string): ArticleMeta | undefined {
    return this.packed.get(id);
  }

  content(id: string): string | undefined {
    return this.get(id)?.content;
  }

  get(id: string): ArticleDoc | undefined {
    const entry = this.packed.get(id);
    if (!entry) return undefined;
    const { packed, ...meta } = entry;
    const cold = JSON.parse(inflateRawSync(packed).toString('utf8')) as Cold;
    return { ...meta, ...cold, createdAt: new Date(cold.createdAt) };
  }

  dump(): PackedArticlesDump {
    const metas: ArticleMeta[] = [];
    const ends = new Uint32Array(this.packed.size);
    const bytes = Buffer.allocUnsafeSlow(this.packedBytes);
    let at = 0;
    for (const { packed, ...meta } of this.packed.values()) {
      packed.copy(bytes, at);
      at += packed.length;
      ends[metas.length] = at;
      metas.push(meta);
    }
    return { metas, ends, bytes };
  }

  /** The articles of a dump; their packed bytes stay views of its one buffer (no copies). */
  static restore({ metas, ends, bytes }: PackedArticlesDump): PackedArticles {
    const articles = new PackedArticles();
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    metas.forEach((meta, i) => articles.packed.set(meta._id, { ...meta, packed: buffer.subarray(i === 0 ? 0 : ends[i - 1], ends[i]) }));
    return articles;
  }

  metas(): IterableIterator<ArticleMeta> {
    return this.packed.values();
  }

  /** Bytes of deflated JSON held (for benchmarks and tests). */
  get packedBytes(): number {
    let bytes = 0;
    for (const entry of this.packed.values()) bytes += entry.packed.length;
    return bytes;
  }
}
