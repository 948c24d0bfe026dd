import fc from 'fast-check';
import { deserialize, serialize } from 'node:v8';
import { describe, it } from 'vitest';
import { answerOf, contentOps, expectSameAnswer, queryOf, querySeeds, shuffled, type ContentOp, type QuerySeed } from '../../test/sameRanking';
import { CORPUS_FOLDERS, markdownArticle, markdownCorpus, type Corpus } from '../../test/searchCorpora';
import { toSearchDoc } from '../readModel/searchDocs';
import type { SearchLanguage } from './analysis';
import { COMMON_MIN_DOCUMENTS } from './engineOptions';
import { SearchIndex, type SearchDoc, type SearchIndexOptions } from './searchIndex';

const docsOf = ({ articles, categories }: Corpus): SearchDoc[] => articles.map((article) => toSearchDoc(article, new Map(categories.map((c) => [c._id, c]))));

/** Puts one op's change into the content and into every index given (what the read model does on a publish). */
function apply(op: ContentOp, pool: readonly SearchDoc[], content: Map<string, SearchDoc>, indexes: readonly SearchIndex[]): void {
  const original = pool[op.at % pool.length]!;
  const current = content.get(original.id) ?? original;
  let next: SearchDoc;
  if (op.kind === 'unpublish') {
    if (!content.delete(original.id)) return;
    for (const index of indexes) index.remove(original.id);
    return;
  }
  if (op.kind === 'publish') next = original;
  else {
    const source = pool[op.from % pool.length]!;
    const words = source.title.split(' ');
    next =
      op.kind === 'rename'
        ? { ...current, title: `${source.title} ${words[op.word % words.length]}` }
        : { ...current, text: source.text, headings: source.headings };
  }
  content.set(next.id, next);
  for (const index of indexes) index.upsert(next);
}

interface Scenario {
  initial: boolean[];
  before: ContentOp[];
  after: ContentOp[];
  order: number;
  queries: QuerySeed[];
}

/** Changes before and after the snapshot, queries, and which articles are published at first (all but `leftOut` of them when given). */
const scenario = (size: number, leftOut?: number): fc.Arbitrary<Scenario> =>
  fc.record({
    initial:
      leftOut === undefined
        ? fc.array(fc.boolean(), { minLength: size, maxLength: size })
        : fc.uniqueArray(fc.nat(size - 1), { maxLength: leftOut }).map((out) => Array.from({ length: size }, (_, i) => !out.includes(i))),
    before: contentOps(10),
    after: contentOps(10),
    order: fc.nat(),
    queries: querySeeds(8),
  });

/**
 * One run: an instance builds its index over the initial articles and takes changes, its snapshot is restored
 * (through the same serialisation as the snapshot file) and both take further changes; each must answer every
 * query exactly as an index built afresh over the final articles, read in another order.
 */
function checkRestart(pool: readonly SearchDoc[], language: SearchLanguage, keepContent: boolean, run: Scenario): void {
  const content = new Map(pool.filter((_, i) => run.initial[i]).map((doc) => [doc.id, doc]));
  const options = (): SearchIndexOptions =>
    keepContent ? { language } : { language, contentOf: (id) => content.get(id) && { text: content.get(id)!.text, headings: content.get(id)!.headings } };
  const served = SearchIndex.build([...content.values()], options());
  for (const op of run.before) apply(op, pool, content, [served]);
  const restored = SearchIndex.fromSnapshot(deserialize(serialize(served.toSnapshot())), options());
  for (const op of run.after) apply(op, pool, content, [served, restored]);
  const rebuilt = SearchIndex.build(shuffled([...content.values()], run.order), options());
  const texts = pool.map((doc) => `${doc.title}\n${doc.text}`);
  for (const seed of run.queries) {
    const query = queryOf(seed, texts);
    const expected = answerOf(rebuilt, query);
    expectSameAnswer(answerOf(restored, query), expected, `restored, "${query}"`);
    expectSameAnswer(answerOf(served, query), expected, `served since its build, "${query}"`);
  }
}

/** Words that share stems, join ("back up" / "backup") and differ by a letter, so generated articles tie, expand and correct. */
const WORDS = [
  'camera',
  'cameras',
  'configure',
  'configured',
  'configuration',
  'backup',
  'back',
  'up',
  'login',
  'log',
  'in',
  'setup',
  'set',
  'zone',
  'zones',
  'record',
  'recording',
  'recordings',
  'motion',
  'detect',
  'detection',
  'detector',
  'stream',
  'streams',
  'night',
  'vision',
  'calibrate',
  'calibration',
  'lens',
  'lenses',
  'the',
  'of',
];
const phrase = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((words) => words.join(' '));
interface GeneratedPage {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
  opening: string;
  copyOf: number | null;
}
const generatedPage: fc.Arbitrary<GeneratedPage> = fc.record({
  title: phrase(1, 4),
  sections: fc.array(fc.record({ heading: phrase(1, 3), paragraphs: fc.array(phrase(2, 10), { minLength: 1, maxLength: 3 }) }), { maxLength: 3 }),
  opening: phrase(0, 10),
  copyOf: fc.option(fc.nat()),
});

/** Generated articles, some copies of others (same words under another id: they tie on every query). */
function generatedDocs(pages: readonly GeneratedPage[]): SearchDoc[] {
  const markdown = pages.map((page) =>
    [`---\ntitle: ${page.title}\n---`, page.opening, ...page.sections.flatMap((s) => [`## ${s.heading}`, ...s.paragraphs])].join('\n\n'),
  );
  const categories = [
    { _id: 'g-c-0', slug: 'setup', name: 'Setup', order: 0, parentId: null },
    { _id: 'g-c-1', slug: 'recording', name: 'Recording and motion', order: 1, parentId: 'g-c-0' },
  ];
  const articles = pages.map((page, i) => {
    const from = page.copyOf !== null && i > 0 ? page.copyOf % i : i;
    return markdownArticle(`g-${String(i).padStart(4, '0')}`, `g-${i}`, `g-c-${from % 2}`, markdown[from]!);
  });
  return docsOf({ categories, articles });
}

/** Past this many articles a query's common words are searched in titles and headings first (see COMMON_SHARE). */
const LARGE = COMMON_MIN_DOCUMENTS + 40;
describe('a search index restored from its snapshot', () => {
  it('ranks generated articles exactly as an index built over them', () => {
    fc.assert(
      fc.property(
        fc.array(generatedPage, { minLength: 2, maxLength: 24 }).chain((pages) => fc.tuple(fc.constant(generatedDocs(pages)), scenario(pages.length))),
        ([pool, run]) => checkRestart(pool, 'en', false, run),
      ),
      { numRuns: 100 },
    );
  }, 120_000);

  it(`ranks ${LARGE} generated articles (common words searched in headlines first) exactly as an index built over them`, () => {
    const pool = generatedDocs(fc.sample(generatedPage, { numRuns: LARGE, seed: 47 }));
    fc.assert(
      fc.property(scenario(pool.length, 30), (run) => checkRestart(pool, 'en', false, run)),
      { numRuns: 5 },
    );
  }, 120_000);

  const real: [string, SearchLanguage, boolean, number][] = [
    ['the Frigate documentation', 'en', false, 4],
    ['its German translation', 'de', true, 6],
    ['its Japanese translation', 'ja', true, 5],
  ];
  it.each(real)(
    'ranks %s exactly as an index built over it',
    (_name, language, keepContent, numRuns) => {
      const pool = docsOf(markdownCorpus(CORPUS_FOLDERS[language as keyof typeof CORPUS_FOLDERS], language));
      fc.assert(
        fc.property(scenario(pool.length), (run) => checkRestart(pool, language, keepContent, run)),
        { numRuns },
      );
    },
    120_000,
  );
});
