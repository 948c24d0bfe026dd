import { articlePath, DEFAULT_LANGUAGE, LANGUAGES, type Category, type TargetLanguage } from '@kb/contracts';
import escapeHtml from 'escape-html';

/** URLs one sitemap file may list (sitemaps.org): a larger site gets a sitemap index of several files. */
const SITEMAP_URLS_MAX = 50_000;
/** `/sitemap-<n>.xml`, n from 1: the files a sitemap index lists. */
export const SITEMAP_PART = /^\/sitemap-([1-9]\d{0,5})\.xml$/;
/** The languages with a sitemap of their own: every one but English (SPEC's `/sitemap.xml`). */
const TARGET_LANGUAGES = LANGUAGES.filter((lang): lang is TargetLanguage => lang !== DEFAULT_LANGUAGE);
/** `/sitemap-<lang>.xml` and its parts `/sitemap-<lang>-<n>.xml`: the language, or undefined for any other path. */
export function sitemapLanguage(path: string): TargetLanguage | undefined {
  const lang = /^\/sitemap-([a-z]{2})(?:-[1-9]\d{0,5})?\.xml$/.exec(path)?.[1];
  return TARGET_LANGUAGES.find((target) => target === lang);
}

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
export function sitemapFiles(
  origin: string,
  articles: readonly { slug: string; updatedAt: Date }[],
  categories: readonly Category[],
  max = SITEMAP_URLS_MAX,
): Map<string, string> {
  const urls = [
    `  <url><loc>${escapeHtml(origin)}/</loc></url>`,
    ...[...categorySlugs(categories)].map((slug) => `  <url><loc>${escapeHtml(`${origin}/category/${encodeURIComponent(slug)}`)}</loc></url>`),
    ...articleUrls(origin, '', articles),
  ];
  return filesOf(origin, '/sitemap', urls, max);
}

/**
 * A language's sitemap (`/sitemap-de.xml`, listed in robots.txt): its home and each article with a
 * published translation, at `/de/article/<slug>`, dated by the translation; split like `/sitemap.xml`
 * (`/sitemap-de-1.xml`…) beyond `max` URLs. Articles without a translation are English and are left out.
 */
export function languageSitemapFiles(
  origin: string,
  lang: TargetLanguage,
  articles: readonly { slug: string; updatedAt: Date }[],
  max = SITEMAP_URLS_MAX,
): Map<string, string> {
  const prefix = `/${lang}`;
  return filesOf(origin, `/sitemap-${lang}`, [`  <url><loc>${escapeHtml(`${origin}${prefix}`)}</loc></url>`, ...articleUrls(origin, prefix, articles)], max);
}

function articleUrls(origin: string, prefix: string, articles: readonly { slug: string; updatedAt: Date }[]): string[] {
  return articles.map(
    (a) => `  <url><loc>${escapeHtml(`${origin}${prefix}${articlePath(a.slug)}`)}</loc><lastmod>${new Date(a.updatedAt).toISOString()}</lastmod></url>`,
  );
}

/** `<base>.xml` holding the URLs, or an index of `<base>-1.xml`, `<base>-2.xml`… of at most `max` each. */
function filesOf(origin: string, base: string, urls: readonly string[], max: number): Map<string, string> {
  if (urls.length <= max) return new Map([[`${base}.xml`, urlset(urls)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, n = 1; start < urls.length; start += max, n += 1) {
    files.set(`${base}-${n}.xml`, urlset(urls.slice(start, start + max)));
    parts.push(`  <sitemap><loc>${escapeHtml(`${origin}${base}-${n}.xml`)}</loc></sitemap>`);
  }
  files.set(
    `${base}.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

/** robots.txt: the English sitemap, then one per language. */
export function robotsTxt(origin: string): string {
  const sitemaps = ['/sitemap.xml', ...TARGET_LANGUAGES.map((lang) => `/sitemap-${lang}.xml`)].map((file) => `Sitemap: ${origin}${file}\n`);
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /search\n\n${sitemaps.join('')}`;
}
