import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ConceptDraft } from '../src/analysis/conceptText';
import { CoverageChecker, type Coverage, type TopicIndex } from '../src/analysis/coverage';
import { mergeTopics } from '../src/analysis/topics';
import { fetchTopics, rankedConcepts } from '../src/analysis/generateAnalysis';
import { SearchIndex } from '../src/search/searchIndex';
import { html, startTestServer } from '../test/testServer';
import { corpusDocs } from './corpus';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data/gaps');

const Expected = z.object({
  pages: z.array(z.object({ path: z.string(), file: z.string() })),
  gaps: z.array(z.string()).min(1),
  covered: z.array(z.object({ topic: z.string(), by: z.string(), differentWords: z.boolean() })),
});
export type GapExpectations = z.infer<typeof Expected>;

export interface GapFixtureRun {
  expected: GapExpectations;
  /** Every topic found on the competitor pages, with our search's verdict. */
  topics: { title: string; coverage: Coverage }[];
  /** The concepts the analysis proposes, in rank order. */
  concepts: ConceptDraft[];
  /** Planted gaps with a concept, out of all planted gaps. */
  recall: number;
  /** Concepts that are planted gaps, out of all concepts. */
  precision: number;
  /** Planted covered topics whose best match is the article that covers them. */
  rightArticle: number;
  /** Topics found that the fixture does not label (should be none). */
  unlabelled: string[];
}

/**
 * The gap-analysis fixture (`data/gaps`): 22 real Frigate documentation pages as our knowledge base
 * and three competitor pages (served from 127.0.0.1, fetched through the SSRF-safe fetcher) with
 * planted gaps and planted covered topics, some covered under other words. Runs the analysis as the
 * route does (topics, coverage by our search, concepts) and scores it against `expected.json`.
 */
export async function runGapFixture(): Promise<GapFixtureRun> {
  const expected = Expected.parse(JSON.parse(await readFile(path.join(folder, 'expected.json'), 'utf8')));
  const docs = await corpusDocs(path.join(folder, 'corpus'));
  const searchIndex = SearchIndex.build(docs);
  const slugs = new Map(docs.map((d) => [d.id, d.slug]));
  const index: TopicIndex = {
    search: (query, limit) => ({ results: searchIndex.search(query, limit).map((hit) => ({ ...hit, slug: slugs.get(hit.id)! })) }),
    searchIndex,
  };

  const server = await startTestServer();
  try {
    for (const page of expected.pages) server.route(page.path, html(await readFile(path.join(folder, page.file))));
    const found = await Promise.all(expected.pages.map((page) => fetchTopics(`${server.origin}${page.path}`, true)));
    const topics = mergeTopics(found.flat());
    const checker = new CoverageChecker(index, topics);
    // No reader evidence: the fixture measures what the competitor pages alone make the analysis propose.
    const concepts = rankedConcepts(topics, [], { reports: [], allReports: [], unhelpful: new Map() }, checker).map((r) => r.draft);
    const titles = new Set(concepts.map((c) => c.title));
    const gaps = new Set(expected.gaps);
    const assessed = topics.map((topic) => ({ title: topic.title, coverage: checker.assess(topic) }));
    const labelled = new Set([...expected.gaps, ...expected.covered.map((c) => c.topic)]);
    return {
      expected,
      topics: assessed,
      concepts,
      recall: expected.gaps.filter((gap) => titles.has(gap)).length / expected.gaps.length,
      precision: concepts.length === 0 ? 1 : concepts.filter((c) => gaps.has(c.title)).length / concepts.length,
      rightArticle: expected.covered.filter((c) => assessed.find((t) => t.title === c.topic)?.coverage.match?.slug === c.by).length,
      unlabelled: assessed.map((t) => t.title).filter((title) => !labelled.has(title)),
    };
  } finally {
    await server.close();
  }
}

/** The figures, one line each, and a line per topic with its verdict, score and best match. */
export function describeRun(run: GapFixtureRun): string[] {
  const gaps = new Set(run.expected.gaps);
  const proposed = new Set(run.concepts.map((c) => c.title));
  const percent = (n: number) => `${Math.round(n * 100)}%`;
  return [
    `${run.topics.length} competitor topics (${run.expected.gaps.length} planted gaps, ${run.expected.covered.length} planted covered, ` +
      `${run.expected.covered.filter((c) => c.differentWords).length} of them under other words); ${run.concepts.length} concepts proposed`,
    `recall ${run.recall.toFixed(3)} (planted gaps found)   precision ${run.precision.toFixed(3)} (concepts that are planted gaps)`,
    `covered topics matched to the article that covers them: ${run.rightArticle} of ${run.expected.covered.length}`,
    ...run.topics.map(({ title, coverage }) => {
      const label = gaps.has(title) ? 'gap    ' : 'covered';
      const verdict = proposed.has(title) ? 'concept' : 'no concept';
      const where = coverage.match ? `${coverage.match.slug}${coverage.match.section ? `#${coverage.match.section.id}` : ''}` : '-';
      return `  [${label}] ${coverage.verdict.padEnd(7)} ${percent(coverage.match?.score ?? 0).padStart(4)} ${verdict.padEnd(10)} ${title} → ${where}`;
    }),
  ];
}
