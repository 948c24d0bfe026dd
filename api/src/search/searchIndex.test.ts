import { describe, expect, it } from 'vitest';
import { bestExcerpt, EXCERPT_MAX, EXCERPT_MIN } from './excerpt';
import { htmlToText } from './htmlText';
import { qualityTier } from './qualityTier';
import { SearchIndex, type SearchDoc } from './searchIndex';

const doc = (id: string, title: string, text: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  id,
  title,
  headings: [],
  tags: [],
  keywords: [],
  categories: ['General'],
  text,
  ...extra,
});

describe('qualityTier', () => {
  it('is high when every term (or another form of its stem) is in the title, tags or keywords, medium when every term matches somewhere, else low', () => {
    expect(qualityTier([['lens'], ['grid']], { lens: ['title'], grid: ['keywords', 'body'] })).toBe('high');
    expect(qualityTier([['lens'], ['grid']], { lens: ['title'], grid: ['body'] })).toBe('medium');
    expect(qualityTier([['lens'], ['grid']], { lens: ['title'], grids: ['title'] })).toBe('low');
    expect(qualityTier([['lens'], ['grid', 'grids']], { lens: ['title'], grids: ['title'] })).toBe('high');
    expect(qualityTier([], {})).toBe('low');
  });
});

describe('htmlToText and bestExcerpt', () => {
  it('turns stored HTML into one block per line with entities decoded', () => {
    expect(htmlToText('<h2 id="a">A &amp; B</h2><p>One&nbsp;<strong>two</strong> &lt;3 &#233;&#x41;</p><ul><li>x</li><li>y</li></ul>')).toBe(
      'A & B\nOne two <3 éA\nx\ny',
    );
  });

  it('keeps 160–240 characters of prose around the best sentence, cut at word boundaries', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `Sentence number ${i} talks about nothing in particular at all.`).join(' ');
    const text = `Heading\n${filler(6)} The genlock signal keeps every camera in step with the renderer. ${filler(6)}`;
    const excerpt = bestExcerpt(text, new Set(['genlock']));
    expect(excerpt.length).toBeGreaterThanOrEqual(EXCERPT_MIN);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(excerpt).toContain('The genlock signal keeps every camera in step with the renderer.');
    expect(excerpt).not.toContain('Heading');
    const long = bestExcerpt(`${'word '.repeat(100)}genlock ${'more '.repeat(100)}`.trim(), new Set(['genlock']));
    expect(long.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(long).toMatch(/^….*genlock.*…$/);
  });

  it('sets a heading or table cell apart from the prose it is extended with, instead of running it into the next sentence', () => {
    const text =
      'Floating\nA license pool on the Primary Node\nFacilities with more nodes than cameras\nFloating licenses are activated once on the Primary Node and then shared. See the license server.';
    const excerpt = bestExcerpt(text, new Set(['license', 'pool', 'primary', 'node']));
    expect(excerpt).toBe(
      'A license pool on the Primary Node … Floating licenses are activated once on the Primary Node and then shared. See the license server.',
    );
  });
});

describe('SearchIndex', () => {
  it('replaces and removes articles', () => {
    const index = new SearchIndex();
    index.upsert(doc('a', 'Alpha', 'The quokka sleeps.'));
    expect(index.search('quokka', 50).map((h) => h.id)).toEqual(['a']);
    index.upsert(doc('a', 'Alpha', 'The wombat sleeps.'));
    expect(index.search('quokka', 50)).toEqual([]);
    expect(index.search('wombat', 50).map((h) => h.id)).toEqual(['a']);
    index.remove('a');
    expect(index.search('wombat', 50)).toEqual([]);
    expect(index.size).toBe(0);
  });

  it("finds articles by words that are also names of JavaScript's object properties (constructor, __proto__, toString)", () => {
    const index = new SearchIndex();
    index.upsert(doc('a', 'Calling the constructor', 'The constructor and __proto__ and toString of a class.'));
    index.upsert(doc('b', 'Other', 'Nothing relevant here.'));
    for (const word of ['constructor', '__proto__', 'tostring', 'construct']) expect(index.search(word, 50).map((h) => h.id)).toEqual(['a']);
  });

  it('builds in bulk (at once or fed one by one) exactly the index that adding one by one builds', () => {
    const docs = [
      doc('a', 'Genlock setup', 'Genlock keeps cameras in step. Genlock again.', {
        tags: ['sync'],
        headings: [{ id: 'wiring-genlock', title: 'Wiring genlock' }],
      }),
      doc('b', 'Timecode', 'Timecode labels frames; genlock aligns them.', { keywords: ['timecode', 'ltc'] }),
      doc('c', 'Lens', 'Nothing about sync here.', { categories: ['Camera Tracking', 'Lens Calibration'] }),
    ];
    const oneByOne = new SearchIndex();
    for (const d of docs) oneByOne.upsert(d);
    const bulk = SearchIndex.build(docs);
    const builder = SearchIndex.builder();
    for (const d of docs) builder.add(d);
    const sliced = builder.finish();
    for (const q of ['genlock', 'timecode genlock', 'sync', 'lens calibration', 'genl', 'timecdoe']) {
      expect(bulk.search(q, 50)).toEqual(oneByOne.search(q, 50));
      expect(sliced.search(q, 50)).toEqual(oneByOne.search(q, 50));
    }
    bulk.upsert(doc('d', 'Genlock extra', 'More genlock.'));
    expect(bulk.search('genlock', 50).map((h) => h.id)).toContain('d');
  });

  it('in a large knowledge base still finds and grades a very common term that is only in the body', () => {
    const index = SearchIndex.build(
      Array.from({ length: 1200 }, (_, i) => doc(`d${i}`, i < 60 ? `Camera guide ${i}` : `Topic ${i}`, `Every camera needs care. Item ${i}.`)),
    );
    index.upsert(doc('z', 'Zebra', 'A camera pointed at the zebracorn enclosure.'));
    const common = index.search('camera', 50);
    expect(common).toHaveLength(50);
    expect(common.every((h) => h.title.startsWith('Camera guide'))).toBe(true);
    expect(common[0]!.qualityTier).toBe('high');
    const both = index.search('camera zebracorn', 50);
    expect(both[0]).toMatchObject({ id: 'z', qualityTier: 'medium' });
    expect(both[0]!.excerpt).toBe('A camera pointed at the zebracorn enclosure.');
    const rare = index.search('zebracorn', 50);
    expect(rare.map((h) => h.id)).toEqual(['z']);
  });

  it('matches an unknown word by prefix, then with typo tolerance, and grades both low', () => {
    const index = new SearchIndex();
    index.upsert(doc('c', 'Calibration', 'Calibration of the lens.'));
    index.upsert(doc('t', 'Tracking', 'Tracking the camera.'));
    expect(index.search('calib', 50)).toMatchObject([{ id: 'c', qualityTier: 'low' }]);
    expect(index.search('trcknig', 50)).toEqual([]);
    expect(index.search('trackng', 50)).toMatchObject([{ id: 't', qualityTier: 'low' }]);
    expect(index.vocabulary.corrections('trackng', 1)[0]).toMatchObject({ term: 'tracking', distance: 1 });
  });
});
