import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../test/harness';

/** Every public call answers exactly the fields of SPEC §3, no more, recursively. */
const api = testApiForFile();

const keys = (value: object) => Object.keys(value).sort();
const json = async (pathname: string) => {
  const response = await api.get(pathname);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
};

interface Node {
  articles: object[];
  children: Node[];
}
function everyCategory(nodes: Node[], visit: (node: Node) => void): void {
  for (const node of nodes) {
    visit(node);
    everyCategory(node.children, visit);
  }
}

describe('exact shapes of the public calls', () => {
  it('GET /api/categories: id, slug, name, articleCount, articles {id, slug, title}, children', async () => {
    const tree = (await json('/api/categories')) as Node[];
    let count = 0;
    everyCategory(tree, (node) => {
      count += 1;
      expect(keys(node)).toEqual(['articleCount', 'articles', 'children', 'id', 'name', 'slug']);
      for (const article of node.articles) expect(keys(article)).toEqual(['id', 'slug', 'title']);
    });
    expect(count).toBe(19);
  });

  it('GET /api/articles/:slug: the public article with a nested table of contents', async () => {
    const article = await json('/api/articles/reducing-render-latency');
    expect(keys(article)).toEqual([
      'categoryName',
      'content',
      'createdAt',
      'id',
      'metaDescription',
      'parentCategoryName',
      'readingTime',
      'semanticTags',
      'seoKeywords',
      'slug',
      'tableOfContents',
      'title',
      'updatedAt',
    ]);
    const visit = (entries: { children: unknown[] }[]) =>
      entries.forEach((entry) => {
        expect(keys(entry)).toEqual(['children', 'id', 'level', 'title']);
        visit(entry.children as { children: unknown[] }[]);
      });
    visit(article.tableOfContents);
  });

  it('GET /api/stats, /api/search, /api/search-summary, /api/search-suggestions', async () => {
    expect(keys(await json('/api/stats'))).toEqual(['articles', 'images', 'words']);
    const [result] = await json('/api/search?q=genlock');
    // SPEC's fields, plus the section the match is in (issue 17: answers at the section).
    expect(keys(result)).toEqual(['categoryName', 'excerpt', 'id', 'parentCategoryName', 'qualityTier', 'readingTime', 'section', 'slug', 'title']);
    expect(keys(await json('/api/search-summary?q=genlock'))).toEqual(['aiSummary']);
    expect(keys(await json('/api/search-suggestions?q=genlock'))).toEqual(['suggestions']);
  });
});
