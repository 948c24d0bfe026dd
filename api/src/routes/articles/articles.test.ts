import { Article, Category, Stats } from '@kb/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../test/harness';

const api = testApiForFile();

describe('public content over HTTP on the seeded database', () => {
  it('GET /api/categories answers the tree with counts of own plus descendant articles', async () => {
    const response = await api.get('/api/categories');
    expect(response.status).toBe(200);
    const tree = z.array(Category).parse(await response.json());
    expect(tree.length).toBeGreaterThanOrEqual(6);
    const check = (node: Category): number => {
      const total = node.articles.length + node.children.reduce((sum, child) => sum + check(child), 0);
      expect(node.articleCount).toBe(total);
      return total;
    };
    const all = tree.reduce((sum, node) => sum + check(node), 0);
    expect(all).toBe(api.deps.readModel.stats().articles);
    expect(tree[0]!.name).toBe('Getting Started');
    expect(tree.some((node) => node.children.length > 0)).toBe(true);
  });

  it('GET /api/articles/:slug answers every public field with a nested table of contents', async () => {
    const response = await api.get('/api/articles/lens-calibration-basics');
    expect(response.status).toBe(200);
    const article = Article.parse(await response.json());
    expect(article.title).toBe('Lens Calibration Basics');
    expect(article.categoryName).toBe('Lens Calibration');
    expect(article.parentCategoryName).toBe('Camera Tracking');
    expect(article.readingTime).toBeGreaterThanOrEqual(1);
    expect(article.tableOfContents.length).toBeGreaterThanOrEqual(2);
    const first = article.tableOfContents[0]!;
    expect(article.content).toContain(`id="${first.id}"`);
    expect(article.seoKeywords.length).toBeGreaterThan(0);
  });

  it('answers an article id with a 301 to its slug, the query kept (issue 46: the summary links articles by id)', async () => {
    const { id } = api.deps.readModel.articleBySlug('lens-calibration-basics')!;
    const response = await api.get(`/api/articles/${id}?lang=de`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/articles/lens-calibration-basics?lang=de');
  });

  it('answers 404 JSON for an unknown slug', async () => {
    const response = await api.get('/api/articles/no-such-article');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No article with slug 'no-such-article'", code: 'notFound' });
  });

  it('GET /api/stats counts articles, images and words', async () => {
    const stats = Stats.parse(await (await api.get('/api/stats')).json());
    expect(stats.articles).toBeGreaterThanOrEqual(40);
    expect(stats.images).toBeGreaterThanOrEqual(10);
    expect(stats.words).toBeGreaterThan(stats.articles * 200);
  });
});
