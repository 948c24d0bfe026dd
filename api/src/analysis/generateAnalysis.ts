import type { ConceptEvidence, GenerateAnalysisResponse, ReferenceUrl, Actor } from '@kb/contracts';
import { trusted } from 'mongoose';
import { HtmlRefused, HttpError } from '../errors';
import { htmlPool } from '../html/htmlPool';
import { topicConcept, searchGapConcept, type ConceptDraft } from './conceptText';
import { CoverageChecker, queryProbe, type Coverage, type TopicIndex } from './coverage';
import { keepDrafts, type ConceptEnricher } from './enrichConcepts';
import { conceptEvidence, evidenceWeight, readerSignals, reportsFor, reportsOf, type ReaderSignals, type ReportedGap } from './readerEvidence';
import { reportedGapConcept } from './reportConcept';
import { fetchPage, FETCH_LIMITS, PageFetchError, type FetchLimits } from './safeFetch';
import { searchGaps, type SearchGap } from './searchEvidence';
import { termsOf } from './terms';
import { mergeTopics, pageTopics, type Topic } from './topics';
import type { ContentConceptDoc, Models, ReferenceUrlDoc } from '../models';
import { recordAudit } from '../commands/recordAudit';

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
const MAX_CONCEPTS = 30;
/** A search that failed this often (or that a reader reported as a missing article) becomes a concept of its own even when no competitor covers it. */
const SEARCH_GAP_MIN_SEARCHES = 3;

type Failure = GenerateAnalysisResponse['failures'][number];

const UnprocessableAnalysis = (failures: Failure[]) =>
  new HttpError('validation', 'None of the given URLs is a saved, enabled reference URL; the previous analysis is kept', { failures });

/** The new concepts, in rank order, and the URLs that could not be analysed. */
export interface AnalysisResult {
  concepts: ContentConceptDoc[];
  failures: Failure[];
}

/**
 * The content gap analysis: fetch each saved, enabled reference URL (SSRF-guarded), extract its
 * topics, check each against our own search index, and turn the topics we cover weakly or not at
 * all — and the searches visitors keep making without results or report as missing — into content
 * concepts, each with its reader evidence (searches, reports, "No" votes on our closest article). A
 * URL that fails is reported, not fatal. The new concepts replace the previous analysis's.
 */
export async function generateAnalysis(deps: AnalysisDeps, requested: readonly ReferenceUrl[], actor: Actor): Promise<AnalysisResult> {
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
  // Nothing to analyse: the previous concepts stay, and the admin is told why.
  if (urls.length === 0) throw UnprocessableAnalysis(failures);

  let analysed = 0;
  const topicLists = await forEachLimited(urls, PARALLEL_FETCHES, async (url) => {
    try {
      const found = await fetchTopics(url, deps.allowLoopback, deps.limits);
      if (found.length === 0) failures.push({ url, reason: 'No headings or main text found on the page' });
      else analysed += 1;
      return found;
    } catch (error) {
      failures.push({ url, reason: failureReason(error) });
      return [];
    }
  });

  const [gaps, signals] = await Promise.all([searchGaps(models), readerSignals(models)]);
  const topics = mergeTopics(topicLists.flat());
  const ranked = rankedConcepts(topics, gaps, signals, new CoverageChecker(deps.index, topics)).slice(0, MAX_CONCEPTS);
  const drafts = await (deps.enrich ?? keepDrafts)(ranked.map((r) => r.draft));
  const concepts = await replaceConcepts(
    models,
    drafts.map((draft, i) => ({ ...draft, evidence: ranked[i]!.evidence })),
  );
  await recordAudit(models, actor, 'analysis.generate', `${analysed} of ${requested.length} URLs analysed, ${concepts.length} concepts`);
  return { concepts, failures: failures.sort((a, b) => a.url.localeCompare(b.url)) };
}

/** Why a page was skipped, as the admin reads it. */
function failureReason(error: unknown): string {
  if (error instanceof PageFetchError) return error.message;
  if (error instanceof HtmlRefused) return `Skipped: ${error.message}`;
  return 'Could not read the page';
}

/**
 * The topics of one competitor page, fetched through the SSRF-safe fetcher and parsed on the HTML
 * worker; throws PageFetchError, or HtmlRefused for a page too deep, too large or too slow to parse.
 */
export async function fetchTopics(url: string, allowLoopback: boolean, limits: FetchLimits = FETCH_LIMITS): Promise<Topic[]> {
  const page = await fetchPage(url, { allowLoopback }, limits);
  return pageTopics(await htmlPool.run('extractPage', page.html, url));
}

export interface Ranked {
  draft: ConceptDraft;
  evidence: ConceptEvidence;
  missing: boolean;
  weight: number;
}

/**
 * Concepts for the topics we cover weakly or not at all, for the searches visitors keep making without
 * results and for what readers report missing (unless a topic's concept already quotes them), with
 * their reader evidence: missing before weak, then by weight.
 */
export function rankedConcepts(topics: readonly Topic[], gaps: readonly SearchGap[], signals: ReaderSignals, checker: CoverageChecker): Ranked[] {
  const ranked: Ranked[] = [];
  const usedGaps = new Set<SearchGap>();
  const usedReports = new Set<ReportedGap>();
  for (const topic of topics) {
    const coverage = checker.assess(topic);
    if (coverage.verdict === 'covered') continue;
    const keyTerms = new Set(topic.keyTerms);
    const evidence = gaps.filter((gap) => {
      const terms = termsOf(gap.query);
      return terms.length > 0 && terms.every((t) => keyTerms.has(t));
    });
    evidence.forEach((gap) => usedGaps.add(gap));
    const reports = reportsFor(signals, keyTerms);
    reports.forEach((report) => usedReports.add(report));
    const readers = conceptEvidence(signals, evidence, reports, coverage.match);
    ranked.push({
      draft: topicConcept(topic, coverage, evidence),
      evidence: readers,
      missing: coverage.verdict === 'missing',
      weight: topic.sources.length * 10 + evidenceWeight(readers),
    });
  }
  for (const gap of gaps) {
    const reported = reportsOf(signals, gap.query);
    if (reported) usedReports.add(reported);
    if (usedGaps.has(gap) || (gap.searches < SEARCH_GAP_MIN_SEARCHES && !reported)) continue;
    const coverage: Coverage = checker.assess(queryProbe(gap.query));
    if (coverage.verdict === 'covered') continue;
    const readers = conceptEvidence(signals, [gap], reported ? [reported] : [], coverage.match);
    ranked.push({ draft: searchGapConcept(gap, coverage), evidence: readers, missing: coverage.verdict === 'missing', weight: evidenceWeight(readers) });
  }
  for (const report of signals.reports) {
    if (usedReports.has(report)) continue;
    const coverage = checker.assess(queryProbe(report.query));
    if (coverage.verdict === 'covered') continue;
    const readers = conceptEvidence(signals, [], [report], coverage.match);
    ranked.push({ draft: reportedGapConcept(report, coverage), evidence: readers, missing: coverage.verdict === 'missing', weight: evidenceWeight(readers) });
  }
  return ranked.sort((a, b) => Number(b.missing) - Number(a.missing) || b.weight - a.weight || a.draft.title.localeCompare(b.draft.title));
}

/** Inserts the new concepts, then removes the previous ones (readers never see an empty list). */
async function replaceConcepts(models: Models, drafts: readonly (ConceptDraft & { evidence: ConceptEvidence })[]): Promise<ContentConceptDoc[]> {
  // One millisecond apart, so listing by createdAt keeps the ranking.
  const start = Date.now();
  const docs = drafts.length ? await models.ContentConcept.insertMany(drafts.map((d, i) => ({ ...d, createdAt: new Date(start + i) }))) : [];
  const ids = docs.map((d) => d._id);
  await models.ContentConcept.deleteMany({ _id: trusted({ $nin: ids }) });
  return docs.map((d) => d.toObject<ContentConceptDoc>());
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
