import type { Category, SiteBranding } from '@kb/contracts';
import escapeHtml from 'escape-html';
import type { ArticleDoc } from '../models';
import { updatedLast } from '../readModel/firstRows';
import { prepareBytes, type PreparedBody } from '../readModel/preparedBody';
import type { ResponseCache } from '../readModel/responseCache';
import { articleUrl } from './articleMarkdown';

/** What the feeds (and the sitemap) read of every published article, without unpacking it. */
export type FeedArticle = Pick<ArticleDoc, '_id' | 'slug' | 'title' | 'categoryId' | 'updatedAt'>;
type FeedEntry = FeedArticle & Pick<ArticleDoc, 'metaDescription'>;

/** What the feeds read: the published articles and the category tree, and when they change. */
export interface FeedContent {
  readonly version: number;
  /** Where the feeds are kept, each with the articles and categories it was written from. */
  readonly cache: ResponseCache;
  articleMetas(): FeedArticle[];
  /** The whole article, unpacked: read only for the entries a feed shows. */
  storedArticle(id: string): Pick<ArticleDoc, 'metaDescription'> | undefined;
  categoryTree(): Category[];
  /** The site's public settings (the feeds' title, subtitle and author). */
  site(): Pick<SiteBranding, 'name' | 'description'>;
}

/** The articles and categories of one content version and origin, which the feeds are written from. */
interface Made {
  version: number;
  origin: string;
  articles: FeedArticle[];
  categories: Map<string, { name: string; ids: Set<string> }>;
}

/** Entries per feed: the most recently published or updated articles. */
const FEED_ENTRIES = 30;

/** Characters XML 1.0 does not allow (control characters, lone surrogates): dropped from feed text. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xml = (value: string) => escapeHtml(value.replace(NOT_XML, ''));

export const siteFeedPath = '/feed.xml';
export const categoryFeedPath = (categorySlug: string) => `/feed/${encodeURIComponent(categorySlug)}.xml`;

/** A category and all its sub-categories' ids, by slug. */
function categoriesBySlug(tree: readonly Category[]): Map<string, { name: string; ids: Set<string> }> {
  const bySlug = new Map<string, { name: string; ids: Set<string> }>();
  const visit = (category: Category): Set<string> => {
    const ids = new Set([category.id]);
    for (const child of category.children) for (const id of visit(child)) ids.add(id);
    bySlug.set(category.slug, { name: category.name, ids });
    return ids;
  };
  tree.forEach(visit);
  return bySlug;
}

function atomXml(origin: string, path: string, title: string, site: Pick<SiteBranding, 'name' | 'description'>, articles: readonly FeedEntry[]): string {
  const iso = (date: Date) => new Date(date).toISOString();
  const updated = articles.length > 0 ? iso(articles[0]!.updatedAt) : new Date(0).toISOString();
  const entries = articles.map((article) => {
    const url = xml(articleUrl(origin, article.slug));
    const summary = article.metaDescription.trim() ? `\n    <summary>${xml(article.metaDescription)}</summary>` : '';
    return `  <entry>\n    <id>urn:uuid:${article._id}</id>\n    <title>${xml(article.title)}</title>\n    <link rel="alternate" type="text/html" href="${url}"/>\n    <updated>${iso(article.updatedAt)}</updated>${summary}\n  </entry>`;
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(origin + path)}</id>`,
    `  <title>${xml(title)}</title>`,
    `  <subtitle>${xml(site.description)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(origin + path)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${origin}/`)}"/>`,
    `  <author><name>${xml(site.name)}</name></author>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/**
 * Atom feeds of recently published and updated articles: the whole site (`/feed.xml`) and each category
 * with its sub-categories (`/feed/<category slug>.xml`). Each is prepared once per change of the published
 * content and origin, compressed, with an ETag, in the response cache.
 */
export class AtomFeeds {
  private made: Made = { version: -1, origin: '', articles: [], categories: new Map() };

  constructor(private readonly content: FeedContent) {}

  /** The site's feed (no slug) or a category's; null for an unknown category. */
  feed(origin: string, categorySlug?: string): Promise<PreparedBody> | null {
    const made = this.current(origin);
    return this.content.cache.get(`feed:${categorySlug ?? ''}`, [made], () => this.write(made, origin, categorySlug));
  }

  /** The feed's XML, compressed; null for an unknown category. */
  private write(made: Made, origin: string, categorySlug: string | undefined): Promise<PreparedBody> | null {
    const site = this.content.site();
    const title = `${site.name} Knowledge Base`;
    let xml: string;
    if (categorySlug === undefined) {
      xml = atomXml(origin, siteFeedPath, title, site, this.entries(updatedLast(made.articles, FEED_ENTRIES)));
    } else {
      const category = made.categories.get(categorySlug);
      if (!category) return null;
      const recent = updatedLast(
        made.articles.filter((a) => category.ids.has(a.categoryId)),
        FEED_ENTRIES,
      );
      xml = atomXml(origin, categoryFeedPath(categorySlug), `${category.name} | ${title}`, site, this.entries(recent));
    }
    return prepareBytes(Buffer.from(xml));
  }

  /** The shown articles with their descriptions: only these are unpacked. */
  private entries(articles: readonly FeedArticle[]): FeedEntry[] {
    return articles.map((article) => ({ ...article, metaDescription: this.content.storedArticle(article._id)?.metaDescription ?? '' }));
  }

  /** The articles and the categories, read once per version and origin. */
  private current(origin: string) {
    const version = this.content.version;
    if (this.made.version !== version || this.made.origin !== origin) {
      this.made = { version, origin, articles: this.content.articleMetas(), categories: categoriesBySlug(this.content.categoryTree()) };
    }
    return this.made;
  }
}
