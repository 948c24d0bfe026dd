import { describe, expect, it } from 'vitest';
import { sitemapFiles, SITEMAP_PART } from './sitemap';

const articles = Array.from({ length: 5 }, (_, i) => ({ slug: `page-${i + 1}`, updatedAt: new Date(Date.UTC(2026, 0, i + 1)) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemapFiles', () => {
  it('is one urlset with home and every article while it fits in one file', () => {
    const files = sitemapFiles('https://kb.example.com', articles, [], 6);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml')!;
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toEqual(['https://kb.example.com/', ...articles.map((a) => `https://kb.example.com/article/${a.slug}`)]);
    expect(xml).toContain('<lastmod>2026-01-05T00:00:00.000Z</lastmod>');
  });

  it('becomes an index of files of at most the limit when the site outgrows one file (50,000 URLs)', () => {
    const files = sitemapFiles('https://kb.example.com', articles, [], 4);
    const index = files.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://kb.example.com/sitemap-1.xml', 'https://kb.example.com/sitemap-2.xml']);
    expect(locs(files.get('/sitemap-1.xml')!)).toHaveLength(4);
    expect(locs(files.get('/sitemap-2.xml')!)).toEqual(['https://kb.example.com/article/page-4', 'https://kb.example.com/article/page-5']);
    for (const name of files.keys()) if (name !== '/sitemap.xml') expect(SITEMAP_PART.test(name)).toBe(true);
  });
});
