import escapeHtml from 'escape-html';

/** sitemap.xml: every published article with its last modification date. */
export function sitemapXml(origin: string, articles: readonly { slug: string; updatedAt: Date }[]): string {
  const urls = [
    `  <url><loc>${escapeHtml(origin)}/</loc></url>`,
    ...articles.map(
      (a) => `  <url><loc>${escapeHtml(`${origin}/article/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${new Date(a.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`;
}
