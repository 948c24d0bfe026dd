import { randomUUID } from 'node:crypto';
import { LIMITS, type Category } from '@kb/contracts';
import { describe, expect, it } from 'vitest';
import { sidebarOf } from './sidebarTree';

const category = (name: string, articles: number, children: Category[] = []): Category => {
  const own = Array.from({ length: articles }, (_, i) => ({ id: randomUUID(), slug: `${name}-${i}`, title: `${name} ${i}` }));
  return { id: randomUUID(), slug: name, name, articles: own, children, articleCount: articles + children.reduce((sum, c) => sum + c.articleCount, 0) };
};

describe('SidebarTree', () => {
  const deep = category('deep', 2000);
  const tree = [category('top', 3, [category('middle', 1, [deep])]), category('other', 0)];

  it('pages a category of 2,000 articles and opens the way to any of them at its page', () => {
    const sidebar = sidebarOf(tree);
    expect(sidebar.roots.map((root) => [root.name, root.articleCount, root.childCount])).toEqual([
      ['top', 2004, 1],
      ['other', 0, 0],
    ]);
    const pages = Array.from({ length: 40 }, (_, page) => sidebar.page(deep.id, page)!);
    expect(pages.flatMap((page) => page.articles)).toEqual(deep.articles.map(({ slug, title }) => ({ slug, title })));
    expect(pages[0]!.pageCount).toBe(2000 / LIMITS.sidebarPageSize);
    for (const index of [0, 49, 50, 1234, 1999]) {
      const path = sidebar.pathTo(`deep-${index}`)!;
      expect(path.categories.map((page) => [page.category.name, page.page])).toEqual([
        ['top', 0],
        ['middle', 0],
        ['deep', Math.floor(index / LIMITS.sidebarPageSize)],
      ]);
      expect(path.categories[2]!.articles.map((article) => article.slug)).toContain(`deep-${index}`);
    }
    expect(sidebar.pathTo('no-such-slug')).toBeNull();
    expect(sidebar.page(randomUUID(), 0)).toBeNull();
  });

  it('hands out the same answers until the tree is replaced (so their prepared bodies stay valid)', () => {
    const sidebar = sidebarOf(tree);
    expect(sidebarOf(tree)).toBe(sidebar);
    expect(sidebar.page(deep.id, 3)).toBe(sidebar.page(deep.id, 3));
    expect(sidebar.pathTo('deep-7')).toBe(sidebar.pathTo('deep-7'));
    const replaced = [...tree];
    expect(sidebarOf(replaced)).not.toBe(sidebar);
    expect(sidebarOf(replaced).page(deep.id, 3)).not.toBe(sidebar.page(deep.id, 3));
  });
});
