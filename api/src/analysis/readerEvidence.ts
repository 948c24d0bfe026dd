import type { ConceptEvidence } from '@kb/contracts';
import { trusted } from 'mongoose';
import type { ArticleFeedbackDoc, MissingArticleReportDoc, Models } from '../models';
import { normalizeQuery } from '../search/normalize';
import type { ArticleMatch } from './coverage';
import { EVIDENCE_DAYS, type SearchGap } from './searchEvidence';
import { termsOf } from './terms';

/** Rows read per kind (newest first). */
const SCAN_LIMIT = 5_000;
/** Comments kept per article in a concept's evidence (newest first). */
const COMMENTS_KEPT = 5;
/**
 * Distinct readers (network prefixes, per day) who must report a query before it is a gap concept of
 * its own: one reader's reports, however many, are evidence for other concepts only.
 */
const MIN_REPORTERS = 3;

export interface ReportedGap {
  /** The query as a reader last reported it (grouping is by its normalised form). */
  query: string;
  reports: number;
  /** Distinct readers who reported it: network prefixes, told apart per day (reader keys change daily). */
  readers: number;
}

interface Unhelpful {
  no: number;
  comments: string[];
}

/** What readers said beyond their searches, over the last EVIDENCE_DAYS: reports of missing articles, and "No" votes per article. */
export interface ReaderSignals {
  /** The reports of MIN_REPORTERS readers or more: enough for a gap concept of their own. */
  reports: ReportedGap[];
  /** Every reported query (evidence for the concepts it matches), most readers first. */
  allReports: ReportedGap[];
  unhelpful: Map<string, Unhelpful>;
}

export const noEvidence = (): ConceptEvidence => ({ searches: [], reports: [], unhelpful: null });

export async function readerSignals(models: Models, now = new Date()): Promise<ReaderSignals> {
  const since = trusted({ $gte: new Date(now.getTime() - EVIDENCE_DAYS * 86_400_000) });
  const [reportRows, noRows] = await Promise.all([
    models.MissingArticleReport.find({ at: since }).sort({ at: -1 }).limit(SCAN_LIMIT).lean<MissingArticleReportDoc[]>(),
    models.ArticleFeedback.find({ at: since, helpful: false }).sort({ at: -1 }).limit(SCAN_LIMIT).lean<ArticleFeedbackDoc[]>(),
  ]);
  const reports = new Map<string, ReportedGap & { keys: Set<string> }>();
  for (const row of reportRows) {
    const key = normalizeQuery(row.query);
    if (!key) continue;
    let group = reports.get(key);
    if (!group) reports.set(key, (group = { query: row.query, reports: 0, readers: 0, keys: new Set() }));
    group.reports += 1;
    // Rows from before readers were kept count as one reader between them.
    group.keys.add(row.reader ?? '');
    group.readers = group.keys.size;
  }
  const unhelpful = new Map<string, Unhelpful>();
  for (const row of noRows) {
    let article = unhelpful.get(row.articleId);
    if (!article) unhelpful.set(row.articleId, (article = { no: 0, comments: [] }));
    // A vote and its comment are two rows: the comment adds no vote.
    if (row.comment) {
      if (article.comments.length < COMMENTS_KEPT) article.comments.push(row.comment);
    } else article.no += 1;
  }
  const allReports = [...reports.values()]
    .map(({ keys: _, ...report }) => report)
    .sort((a, b) => b.readers - a.readers || b.reports - a.reports || a.query.localeCompare(b.query));
  return { reports: allReports.filter((report) => report.readers >= MIN_REPORTERS), allReports, unhelpful };
}

/** The reports of `query` (compared in normalised form). */
export function reportsOf(signals: ReaderSignals, query: string): ReportedGap | undefined {
  const key = normalizeQuery(query);
  return signals.allReports.find((report) => normalizeQuery(report.query) === key);
}

/** Reports whose every term is one of a topic's key terms (the rule searches are matched by). */
export function reportsFor(signals: ReaderSignals, keyTerms: ReadonlySet<string>): ReportedGap[] {
  return signals.allReports.filter((report) => {
    const terms = termsOf(report.query);
    return terms.length > 0 && terms.every((term) => keyTerms.has(term));
  });
}

/** A concept's evidence: its searches and reports, and the "No" votes on the article that covers it best. */
export function conceptEvidence(
  signals: ReaderSignals,
  searches: readonly SearchGap[],
  reports: readonly ReportedGap[],
  match: ArticleMatch | null,
): ConceptEvidence {
  const votes = match ? signals.unhelpful.get(match.id) : undefined;
  return {
    searches: searches.map(({ query, searches: count, results }) => ({ query, searches: count, results })),
    reports: reports.map(({ query, reports: count, readers }) => ({ query, reports: count, readers })),
    unhelpful: match && votes ? { articleId: match.id, title: match.title, ...votes } : null,
  };
}

/** How much a concept's reader evidence weighs in the ranking: one per search, reporting reader and "No" vote. */
export function evidenceWeight(evidence: ConceptEvidence): number {
  return (
    evidence.searches.reduce((sum, s) => sum + s.searches, 0) + evidence.reports.reduce((sum, r) => sum + (r.readers ?? 1), 0) + (evidence.unhelpful?.no ?? 0)
  );
}
