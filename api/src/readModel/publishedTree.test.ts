import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryDoc } from '../models';
import { PublishedTree, type TreeEntry } from './publishedTree';

const categories: CategoryDoc[] = [
  { _id: 'c1', slug: 'guides', name: 'Guides', order: 1, parentId: null },
  { _id: 'c2', slug: 'setup', name: 'Setup', order: 0, parentId: 'c1' },
  { _id: 'c3', slug: 'lenses', name: 'Lenses', order: 0, parentId: 'c2' },
  { _id: 'c4', slug: 'faq', name: 'FAQ', order: 0, parentId: null },
];

const entry = fc
  .record({
    id: fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6'),
    title: fc.constantFrom('Alpha', 'beta', 'Gamma', 'Écran', 'alpha'),
    categoryId: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
    order: fc.integer({ min: 0, max: 2 }),
    imageCount: fc.integer({ min: 0, max: 3 }),
    wordCount: fc.integer({ min: 0, max: 900 }),
  })
  .map((e): TreeEntry => ({ ...e, slug: `${e.id}-${e.title.toLowerCase()}` }));

const operation = fc.oneof(
  entry.map((e) => ({ put: e })),
  fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6').map((id) => ({ remove: id })),
  fc.constantFrom(categories, [...categories.slice(0, 3), { ...categories[3]!, name: 'Questions', order: 3 }]).map((list) => ({ categories: list })),
);

describe('PublishedTree', () => {
  it('after any sequence of publishes and removals, gives the tree and stats a fresh build gives', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const tree = new PublishedTree();
        tree.setCategories(categories);
        const live = new Map<string, TreeEntry>();
        let list = categories;
        for (const op of operations) {
          if ('put' in op) {
            tree.put(op.put);
            live.set(op.put.id, op.put);
          } else if ('remove' in op) {
            tree.remove(op.remove);
            live.delete(op.remove);
          } else {
            tree.setCategories(op.categories);
            list = op.categories;
          }
          tree.categoryTree();
        }
        const fresh = new PublishedTree();
        fresh.setCategories(list);
        for (const e of live.values()) fresh.put(e);
        expect(tree.categoryTree()).toEqual(fresh.categoryTree());
        const sum = (key: 'imageCount' | 'wordCount') => [...live.values()].reduce((n, e) => n + e[key], 0);
        expect(tree.stats()).toEqual({ articles: live.size, images: sum('imageCount'), words: sum('wordCount') });
      }),
    );
  });

  it('counts descendants, orders by order then title, and keeps the same tree object when only counts of words change', () => {
    const tree = new PublishedTree();
    tree.setCategories(categories);
    const base = { imageCount: 1, wordCount: 100, order: 0 };
    tree.put({ ...base, id: 'a1', slug: 'zoom', title: 'Zoom', categoryId: 'c3' });
    tree.put({ ...base, id: 'a2', slug: 'aperture', title: 'Aperture', categoryId: 'c3' });
    tree.put({ ...base, id: 'a3', slug: 'first', title: 'First', categoryId: 'c3', order: -1 });
    tree.put({ ...base, id: 'a4', slug: 'help', title: 'Help', categoryId: 'c4' });
    const before = tree.categoryTree();
    expect(before.map((c) => [c.name, c.articleCount])).toEqual([
      ['FAQ', 1],
      ['Guides', 3],
    ]);
    expect(before[1]!.children[0]!.children[0]!.articles.map((a) => a.title)).toEqual(['First', 'Aperture', 'Zoom']);

    tree.put({ ...base, id: 'a1', slug: 'zoom', title: 'Zoom', categoryId: 'c3', wordCount: 250 });
    expect(tree.categoryTree()).toBe(before);
    expect(tree.stats()).toEqual({ articles: 4, images: 4, words: 550 });
    tree.put({ ...base, id: 'a1', slug: 'zoom', title: 'Zoom ranges', categoryId: 'c3' });
    expect(tree.categoryTree()).not.toBe(before);
  });
});

describe('PublishedTree before anything is published in a category', () => {
  it('leaves the category out of the public tree until an article in it or below it is published, and after its last one goes', () => {
    const tree = new PublishedTree();
    tree.setCategories(categories);
    expect(tree.categoryTree()).toEqual([]);
    tree.put({ id: 'a1', slug: 'zoom', title: 'Zoom', categoryId: 'c3', order: 0, imageCount: 0, wordCount: 10 });
    const names = (nodes: ReturnType<PublishedTree['categoryTree']>): string[] => nodes.flatMap((n) => [n.name, ...names(n.children)]);
    expect(names(tree.categoryTree())).toEqual(['Guides', 'Setup', 'Lenses']);
    tree.remove('a1');
    expect(tree.categoryTree()).toEqual([]);
  });
});
