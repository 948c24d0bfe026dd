import type { Article } from './entities';
import { articlePath, parseUrl } from './urls';

/** The product and its publisher, as page titles and structured data name them. */
export const PRODUCT_NAME = 'Skyframe Studio';
export const COMPANY_NAME = 'Skyframe Labs';

/** The names a page's head uses (the site settings' `name` and `publisher`). */
export interface SiteNames {
  name: string;
  publisher: string;
}

/** A page's head: title, meta tags, canonical URL and schema.org data. */
export interface HeadTags {
  title: string;
  /** <meta name=…> tags (description, keywords, robots, twitter:*). */
  names?: Record<string, string>;
  /** <meta property=…> tags (og:*, article:*). */
  properties?: Record<string, string>;
  canonical?: string;
  /** schema.org objects, each written as a <script type="application/ld+json">. */
  jsonLd?: object[];
}

/** SPEC §2: the first 20 SEO keywords plus the semantic tags (each once). */
export function articleKeywords(article: Pick<Article, 'seoKeywords' | 'semanticTags'>): string[] {
  return [...new Set([...article.seoKeywords.slice(0, 20), ...article.semanticTags])];
}

/**
 * The page for a category in the breadcrumb: the site has no category pages (SPEC §2), so a search
 * for the category's name, which lists its articles.
 */
export function categoryUrl(origin: string, categoryName: string): string {
  return `${origin}/search?q=${encodeURIComponent(categoryName.toWellFormed())}`;
}

function firstImage(html: string, origin: string): string | null {
  for (const [, src] of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) {
    // Content never breaks a page: a src that is not a valid http(s) URL is passed over.
    const url = parseUrl(src!, origin);
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.toString();
  }
  return null;
}

/**
 * Title, description, keywords, canonical URL, Open Graph, Twitter and schema.org Article and
 * BreadcrumbList data of an article: the site server writes them for a first visit and the public
 * remote keeps them current as the reader moves between articles. `url` is the page's canonical URL (in an
 * edition, `articleCanonicalUrl`), also its Open Graph URL and schema.org page.
 */
export function articleHead(
  article: Article,
  origin: string,
  site: SiteNames = { name: PRODUCT_NAME, publisher: COMPANY_NAME },
  url = `${origin}${articlePath(article.slug.toWellFormed())}`,
): HeadTags {
  const title = `${article.title} | ${site.name}`;
  const image = firstImage(article.content, origin);
  const keywords = articleKeywords(article).join(', ');
  return {
    title,
    canonical: url,
    names: {
      description: article.metaDescription,
      keywords,
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': article.metaDescription,
      ...(image ? { 'twitter:image': image } : {}),
    },
    properties: {
      'og:type': 'article',
      'og:site_name': site.name,
      'og:title': title,
      'og:description': article.metaDescription,
      'og:url': url,
      ...(image ? { 'og:image': image } : {}),
      'article:published_time': article.createdAt,
      'article:modified_time': article.updatedAt,
      'article:section': article.categoryName,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.metaDescription,
        datePublished: article.createdAt,
        dateModified: article.updatedAt,
        keywords,
        articleSection: article.categoryName,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        ...(image ? { image: [image] } : {}),
        author: { '@type': 'Organization', name: site.publisher },
        publisher: { '@type': 'Organization', name: site.publisher },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { name: 'Knowledge Base', item: `${origin}/` },
          ...(article.parentCategoryName ? [{ name: article.parentCategoryName, item: categoryUrl(origin, article.parentCategoryName) }] : []),
          { name: article.categoryName, item: categoryUrl(origin, article.categoryName) },
          { name: article.title, item: url },
        ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
      },
    ],
  };
}
