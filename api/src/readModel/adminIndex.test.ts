import type { Actor } from '@kb/contracts';
import fc from 'fast-check';
import type { ArticleDoc, CategoryDoc } from '../models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticles } from '../../test/articles';
import { startTestApi, type TestApi } from '../../test/harness';
import { buildCategoryTree, byOrderThenName, toRef } from './categoryTree';
import { AdminIndex, adminIndexOf, type AdminIndexSource } from './adminIndex';
import type { ArticleMeta } from './packedArticles';
import { foldText } from '../search/normalize';

const category = (id: string, name: string, parentId: string | null = null): CategoryDoc => ({ _id: id, slug: name.toLowerCase(), name, order: 0, parentId });
const meta = (id: string, title: string, categoryId: string): ArticleMeta => ({
  _id: id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  categoryId,
  order: 0,
  imageCount: 0,
  wordCount: 0,
  updatedAt: new Date(0),
});

function source(metas: ArticleMeta[], offSite: Partial<ArticleDoc>[] = []): AdminIndexSource {
  const categories = [category('top', 'Top'), category('child', 'Child', 'top'), category('empty', 'Empty')];
  const refs = (id: string) =>
    metas
      .filter((m) => m.categoryId === id)
      .map((m) => ({ id: m._id, slug: m.slug, title: m.title, categoryId: id, order: 0 }))
      .sort(byOrderThenName)
      .map(toRef);
  return {
    categoryDocs: () => categories,
    categoryTree: () => buildCategoryTree(categories, refs),
    articleMetas: () => metas,
    offSiteArticles: () => offSite as ArticleDoc[],
  };
}

const titles = Array.from({ length: 130 }, (_, i) => `Lens ${String(i).padStart(3, '0')} ${i % 2 ? 'odd' : 'even'}`);

describe('AdminIndex', () => {
  it('pages a category 50 at a time, published first, then drafts; counts drafts up the tree; keeps empty categories', () => {
    const metas = titles.map((title, i) => meta(`a${i}`, title, 'child'));
    const draft = { ...meta('d1', 'Aardvark draft', 'child'), status: 'draft' as const };
    const index = new AdminIndex(source(metas, [draft]));
    expect(index.level(undefined)).toEqual([
      { id: 'empty', name: 'Empty', articleCount: 0, ownArticleCount: 0, childCount: 0 },
      { id: 'top', name: 'Top', articleCount: 131, ownArticleCount: 0, childCount: 1 },
    ]);
    expect(index.level('child')).toEqual([]);
    expect(index.level('nope')).toBeNull();
    const pages = [0, 1, 2].map((page) => index.articles('child', page)!);
    expect(pages.map((page) => page.rows.length)).toEqual([50, 50, 31]);
    expect(pages[0]).toMatchObject({ page: 0, pageCount: 3, total: 131 });
    expect(pages.flatMap((page) => page.rows.map((row) => row.title))).toEqual([...titles, 'Aardvark draft']);
    expect(pages[2]!.rows.at(-1)).toMatchObject({ id: 'd1', status: 'draft' });
  });

  it('search: every word must be in the title or slug; titles starting with the query first; deep pages in the same order as a full sort', () => {
    const metas = [...titles.map((title, i) => meta(`a${i}`, title, 'child')), meta('s', 'Setting up a lens', 'top')];
    const index = new AdminIndex(source(metas));
    const all = [0, 1, 2].flatMap((page) => index.search('lens', page).rows.map((row) => row.title));
    expect(all).toEqual([...titles, 'Setting up a lens']);
    expect(index.search('lens', 0)).toMatchObject({ total: 131, pageCount: 3 });
    expect(index.search('ODD lens', 0).total).toBe(65);
    expect(index.search('setting-up', 0).rows).toEqual([
      { id: 's', title: 'Setting up a lens', slug: 'setting-up-a-lens', status: 'published', path: ['Top'] },
    ]);
    expect(index.search('lens 12', 0).rows.map((row) => row.title)).toEqual([
      ...[
        'Lens 120 even',
        'Lens 121 odd',
        'Lens 122 even',
        'Lens 123 odd',
        'Lens 124 even',
        'Lens 125 odd',
        'Lens 126 even',
        'Lens 127 odd',
        'Lens 128 even',
        'Lens 129 odd',
      ],
      ...['Lens 012 even', 'Lens 112 even'],
    ]);
  });
});

describe('AdminIndex search, as one string search over every title (issue 41)', () => {
  it('finds what a test of each title and slug finds, in the same order, on every page', () => {
    const word = fc.constantFrom('lens', 'len', 'tracker', 'genlock', 'ab', 'a', 'set', 'up', 'é', 'ö', '-');
    const title = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(title, { minLength: 1, maxLength: 140 }), fc.array(word, { minLength: 1, maxLength: 2 }), fc.nat(3), (names, words, page) => {
        const metas = names.map((name, i) => ({ ...meta(`a${i}`, name, 'child'), slug: `s-${i}` }));
        const index = new AdminIndex(source(metas));
        const query = words.join(' ');
        const q = foldText(query);
        const terms = q.split(/\s+/).filter(Boolean);
        const rank = (key: string) => (key.startsWith(q) ? 0 : key.includes(q) ? 1 : 2);
        // The reference: every entry tested, sorted by kind, then title, then list order.
        const expected = metas
          .map((m, i) => ({ m, i, key: foldText(m.title), haystack: `${foldText(m.title)}\n${m.slug}` }))
          .filter(({ haystack }) => terms.every((term) => haystack.includes(term)))
          .sort((a, b) => rank(a.key) - rank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : a.i - b.i));
        const found = index.search(query, page);
        expect(found.total).toBe(expected.length);
        expect(found.rows.map((row) => row.id)).toEqual(expected.slice(page * 50, (page + 1) * 50).map(({ m }) => m._id));
      }),
      { numRuns: 200 },
    );
  });
});

describe('AdminIndex work filters (issue 41)', () => {
  const metas = titles.slice(0, 3).map((title, i) => meta(`a${i}`, title, 'child'));
  const drafts = [
    { ...meta('d1', 'Mine by person', 'child'), status: 'draft' as const, createdBy: { personId: 'p1', adminName: 'Erin' } },
    { ...meta('d2', 'Mine by name', 'top'), status: 'draft' as const, createdBy: { personId: null, adminName: 'Ada' } },
    { ...meta('d3', 'Imported draft', 'top'), status: 'draft' as const },
    { ...meta('u1', 'Off the site', 'top'), status: 'unpublished' as const },
  ];
  const index = new AdminIndex(source(metas, drafts));
  const sets = { inReview: new Set(['a1', 'd1', 'deleted']), needsPublisher: new Set(['a2']) };
  const erin: Actor = { personId: 'p1', adminName: 'Erin' };
  const ada: Actor = { personId: null, adminName: 'Ada' };
  const titlesOf = (filter: 'drafts' | 'myDrafts' | 'inReview' | 'needsPublisher', who = erin, q = '') =>
    index.search(q, 0, index.only(filter, sets, who)).rows.map((row) => row.title);

  it('counts live articles apart from drafts, and each filter; an id of an article gone is not counted', () => {
    expect(index.counts(sets, erin)).toEqual({ live: 3, drafts: 3, myDrafts: 1, inReview: 2, needsPublisher: 1 });
    expect(index.counts(sets, ada).myDrafts).toBe(1);
    expect(index.counts(sets, { personId: 'p2', adminName: 'Ada' }).myDrafts).toBe(0);
  });

  it('lists each filter’s articles by title, narrowed by the words typed', () => {
    expect(titlesOf('drafts')).toEqual(['Imported draft', 'Mine by name', 'Mine by person']);
    expect(titlesOf('myDrafts')).toEqual(['Mine by person']);
    expect(titlesOf('myDrafts', ada)).toEqual(['Mine by name']);
    expect(titlesOf('inReview')).toEqual([titles[1], 'Mine by person']);
    expect(titlesOf('needsPublisher')).toEqual([titles[2]]);
    expect(titlesOf('drafts', erin, 'mine name')).toEqual(['Mine by name']);
  });
});

describe('the admin index of a read model (issue 41: made again only when the listing changes)', () => {
  let a: TestApi;
  beforeAll(async () => {
    a = await startTestApi();
  });
  afterAll(async () => {
    await a.close();
  });

  it('a publish of new text keeps it; a new title, a draft and a removal each make it again, and its search shows them', () => {
    const readModel = a.deps.readModel;
    const [article] = publishedArticles(readModel);
    const before = adminIndexOf(readModel);
    readModel.setArticle({ ...article!, content: `${article!.content}<p>More text.</p>`, wordCount: article!.wordCount + 2 });
    expect(adminIndexOf(readModel)).toBe(before);

    readModel.setArticle({ ...article!, title: 'Zanzibar Retitled' });
    const retitled = adminIndexOf(readModel);
    expect(retitled).not.toBe(before);
    expect(retitled.search('zanzibar', 0).rows).toMatchObject([{ id: article!._id, title: 'Zanzibar Retitled', status: 'published' }]);

    readModel.setArticle({ ...article!, title: 'Zanzibar Retitled', status: 'unpublished' });
    expect(adminIndexOf(readModel).search('zanzibar', 0).rows).toMatchObject([{ id: article!._id, status: 'unpublished' }]);

    const draft = { ...article!, _id: 'a-new-draft', slug: 'quokka-draft', title: 'Quokka draft', status: 'draft' as const };
    readModel.setArticle(draft);
    expect(adminIndexOf(readModel).search('quokka', 0).rows).toMatchObject([{ id: 'a-new-draft', status: 'draft' }]);
    readModel.setArticle({ ...draft, createdBy: { personId: 'someone', adminName: 'Someone' } });
    expect(adminIndexOf(readModel).counts({ inReview: new Set(), needsPublisher: new Set() }, { personId: 'someone', adminName: 'Someone' }).myDrafts).toBe(1);
    readModel.applyChanges({ removedIds: ['a-new-draft'] });
    expect(adminIndexOf(readModel).search('quokka', 0).rows).toEqual([]);
  });
});
