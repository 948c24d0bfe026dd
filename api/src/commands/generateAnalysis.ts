import type { ContentConcept, GenerateAnalysisResponse, ReferenceUrl } from '@kb/contracts';
import { trusted } from 'mongoose';
import { topicConcept, searchGapConcept, type ConceptDraft } from '../analysis/conceptText';
import { CoverageChecker, type Coverage, type TopicIndex } from '../analysis/coverage';
import { keepDrafts, type ConceptEnricher } from '../analysis/enrichConcepts';
import { extractPage } from '../analysis/extractPage';
import { fetchPage, FETCH_LIMITS, PageFetchError, type FetchLimits } from '../analysis/safeFetch';
import { searchGaps, type SearchGap } from '../analysis/searchEvidence';
import { termsOf } from '../analysis/terms';
import { mergeTopics, pageTopics, type Topic } from '../analysis/topics';
import type { ContentConceptDoc, Models, ReferenceUrlDoc } from '../models';
import { presentConcept } from '../presenters/adminRecords';
import { recordAudit } from './recordAudit';

export interface AnalysisDeps {
  models: Models;
  index: TopicIndex;
  allowLoopback: boolean;
  /** Optional rewording of the drafts (the LLM adapter); keepDrafts by default. */
  enrich?: ConceptEnricher;
  limits?: FetchLimits;
}

/** Pages fetched at the same time. */
const PARALLEL_FETCHES = 3;
/** Concepts kept from one analysis, the strongest gaps first. */
export const MAX_CONCEPTS = 30;
/** A search that failed this often becomes a concept of its own even when no competitor covers it. */
export const SEARCH_GAP_MIN_SEARCHES = 3;

type Failure = GenerateAnalysisResponse['failures'][number];

/**
 * The content gap analysis: fetch each saved, enabled reference URL (SSRF-guarded), extract its
 * topics, check each against our own search index, and turn the topics we cover weakly or not at
 * all — and the searches visitors keep making without results — into content concepts. A URL that
 * fails is reported, not fatal. The new concepts replace the previous analysis's.
 */
export async function generateAnalysis(deps: AnalysisDeps, requested: readonly ReferenceUrl[], adminName: string): Promise<GenerateAnalysisResponse> {
  const { models } = deps;
  const stored = await models.ReferenceUrl.find({ _id: trusted({ $in: requested.map((r) => r.id) }) }).lean<ReferenceUrlDoc[]>();
  const byId = new Map(stored.map((doc) => [doc._id, doc]));
  const failures: Failure[] = [];
  const urls: string[] = [];
  for (const record of requested) {
    const doc = byId.get(record.id);
    if (!doc) failures.push({ url: record.url, reason: 'Not a saved reference URL' });
    else if (!doc.enabled) failures.push({ url: doc.url, reason: 'This URL is disabled' });
    else if (!urls.includes(doc.url)) urls.push(doc.url);
  }

  let analysed = 0;
  const topicLists = await forEachLimited(urls, PARALLEL_FETCHES, async (url) => {
    try {
      const page = await fetchPage(url, { allowLoopback: deps.allowLoopback }, deps.limits ?? FETCH_LIMITS);
      const found = pageTopics(extractPage(page.html, url));
      if (found.length === 0) failures.push({ url, reason: 'No headings or main text found on the page' });
      else analysed += 1;
      return found;
    } catch (error) {
      failures.push({ url, reason: error instanceof PageFetchError ? error.message : 'Could not read the page' });
      return [];
    }
  });

  const drafts = rankedDrafts(mergeTopics(topicLists.flat()), await searchGaps(models), new CoverageChecker(deps.index));
  const concepts = await replaceConcepts(models, await (deps.enrich ?? keepDrafts)(drafts.slice(0, MAX_CONCEPTS)));
  await recordAudit(models, adminName, 'analysis.generate', `${analysed} of ${requested.length} URLs analysed, ${concepts.length} concepts`);
  return { concepts, failures: failures.sort((a, b) => a.url.localeCompare(b.url)) };
}

interface Ranked {
  draft: ConceptDraft;
  missing: boolean;
  weight: number;
}

function rankedDrafts(topics: readonly Topic[], gaps: readonly SearchGap[], checker: CoverageChecker): ConceptDraft[] {
  const ranked: Ranked[] = [];
  const usedGaps = new Set<SearchGap>();
  for (const topic of topics) {
    const coverage = checker.assess(topic.title, topic.keyTerms);
    if (coverage.verdict === 'covered') continue;
    const keyTerms = new Set(topic.keyTerms);
    const evidence = gaps.filter((gap) => {
      const terms = termsOf(gap.query);
      return terms.length > 0 && terms.every((t) => keyTerms.has(t));
    });
    evidence.forEach((gap) => usedGaps.add(gap));
    const searches = evidence.reduce((sum, gap) => sum + gap.searches, 0);
    ranked.push({ draft: topicConcept(topic, coverage, evidence), missing: coverage.verdict === 'missing', weight: topic.sources.length * 10 + searches });
  }
  for (const gap of gaps) {
    if (usedGaps.has(gap) || gap.searches < SEARCH_GAP_MIN_SEARCHES) continue;
    const terms = termsOf(gap.query);
    const coverage: Coverage = checker.assess(gap.query, terms);
    if (coverage.verdict === 'covered') continue;
    ranked.push({ draft: searchGapConcept(gap, coverage), missing: coverage.verdict === 'missing', weight: gap.searches });
  }
  return ranked
    .sort((a, b) => Number(b.missing) - Number(a.missing) || b.weight - a.weight || a.draft.title.localeCompare(b.draft.title))
    .map((r) => r.draft);
}

/** Inserts the new concepts, then removes the previous ones (readers never see an empty list). */
async function replaceConcepts(models: Models, drafts: readonly ConceptDraft[]): Promise<ContentConcept[]> {
  // One millisecond apart, so listing by createdAt keeps the ranking.
  const start = Date.now();
  const docs = drafts.length ? await models.ContentConcept.insertMany(drafts.map((d, i) => ({ ...d, createdAt: new Date(start + i) }))) : [];
  const ids = docs.map((d) => d._id);
  await models.ContentConcept.deleteMany({ _id: trusted({ $nin: ids }) });
  return docs.map((d) => presentConcept(d.toObject<ContentConceptDoc>()));
}

async function forEachLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
