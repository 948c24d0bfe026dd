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

export interface ReportedGap {
  /** The query as a reader last reported it (grouping is by its normalised form). */
  query: string;
  reports: number;
}

interface Unhelpful {
  no: number;
  comments: string[];
}

/** What readers said beyond their searches, over the last EVIDENCE_DAYS: reports of missing articles, and "No" votes per article. */
export interface ReaderSignals {
  reports: ReportedGap[];
  unhelpful: Map<string, Unhelpful>;
}

export const noEvidence = (): ConceptEvidence => ({ searches: [], reports: [], unhelpful: null });

export async function readerSignals(models: Models, now = new Date()): Promise<ReaderSignals> {
  const since = trusted({ $gte: new Date(now.getTime() - EVIDENCE_DAYS * 86_400_000) });
  const [reportRows, noRows] = await Promise.all([
    models.MissingArticleReport.find({ at: since }).sort({ at: -1 }).limit(SCAN_LIMIT).lean<MissingArticleReportDoc[]>(),
    models.ArticleFeedback.find({ at: since, helpful: false }).sort({ at: -1 }).limit(SCAN_LIMIT).lean<ArticleFeedbackDoc[]>(),
  ]);
  const reports = new Map<string, ReportedGap>();
  for (const row of reportRows) {
    const key = normalizeQuery(row.query);
    if (!key) continue;
    const group = reports.get(key);
    if (group) group.reports += 1;
    else reports.set(key, { query: row.query, reports: 1 });
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
  return { reports: [...reports.values()].sort((a, b) => b.reports - a.reports || a.query.localeCompare(b.query)), unhelpful };
}

/** The reports of `query` (compared in normalised form). */
export function reportsOf(signals: ReaderSignals, query: string): ReportedGap | undefined {
  const key = normalizeQuery(query);
  return signals.reports.find((report) => normalizeQuery(report.query) === key);
}

/** Reports whose every term is one of a topic's key terms (the rule searches are matched by). */
export function reportsFor(signals: ReaderSignals, keyTerms: ReadonlySet<string>): ReportedGap[] {
  return signals.reports.filter((report) => {
    const terms = termsOf(report.query);
    return terms.length > 0 && terms.every((term) => keyTerms.has(term));
  });
}

/** A concept's evidence: its searches and reports, and the "No" votes on the article that covers it best. */
export function conceptEvidence(signals: ReaderSignals, searches: readonly SearchGap[], reports: readonly ReportedGap[], match: ArticleMatch | null): ConceptEvidence {
  const votes = match ? signals.unhelpful.get(match.id) : undefined;
  return {
    searches: searches.map(({ query, searches: count, results }) => ({ query, searches: count, results })),
    reports: reports.map(({ query, reports: count }) => ({ query, reports: count })),
    unhelpful: match && votes ? { articleId: match.id, title: match.title, ...votes } : null,
  };
}

/** How much a concept's reader evidence weighs in the ranking: one per search, report and "No" vote. */
export function evidenceWeight(evidence: ConceptEvidence): number {
  return (
    evidence.searches.reduce((sum, s) => sum + s.searches, 0) + evidence.reports.reduce((sum, r) => sum + r.reports, 0) + (evidence.unhelpful?.no ?? 0)
  );
}
