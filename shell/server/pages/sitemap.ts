import type { Category } from '@kb/contracts';
import escapeHtml from 'escape-html';

/** URLs one sitemap file may list (sitemaps.org): a larger site gets a sitemap index of several files. */
export const SITEMAP_URLS_MAX = 50_000;
/** `/sitemap-<n>.xml`, n from 1: the files a sitemap index lists. */
export const SITEMAP_PART = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

const urlset = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

/** The slugs of a published tree's categories, depth first. */
function* categorySlugs(tree: readonly Category[]): Generator<string> {
  for (const category of tree) {
    yield category.slug;
    yield* categorySlugs(category.children);
  }
}

/**
 * The sitemap of every published article with its last modification date, and of every category page,
 * by path: `/sitemap.xml` alone when it holds at most `max` URLs, else `/sitemap.xml` is an index of
 * `/sitemap-1.xml`, `/sitemap-2.xml`… of at most `max` URLs each.
 */
export function sitemapFiles(origin: string, articles: readonly { slug: string; updatedAt: Date }[], categories: readonly Category[], max = SITEMAP_URLS_MAX): Map<string, string> {
  const urls = [
    `  <url><loc>${escapeHtml(origin)}/</loc></url>`,
    ...[...categorySlugs(categories)].map((slug) => `  <url><loc>${escapeHtml(`${origin}/category/${encodeURIComponent(slug)}`)}</loc></url>`),
    ...articles.map(
      (a) => `  <url><loc>${escapeHtml(`${origin}/article/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${new Date(a.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  if (urls.length <= max) return new Map([['/sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, n = 1; start < urls.length; start += max, n += 1) {
    files.set(`/sitemap-${n}.xml`, urlset(urls.slice(start, start + max)));
    parts.push(`  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>`);
  }
  files.set('/sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`);
  return files;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`;
}
