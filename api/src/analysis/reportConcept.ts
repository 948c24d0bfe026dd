import type { ConceptDraft } from './conceptText';
import { DEFAULT_OUTLINE } from './conceptText';
import type { Coverage } from './coverage';
import { EVIDENCE_DAYS } from './searchEvidence';
import type { ReportedGap } from './readerEvidence';

/** Longest reported query quoted in a title (titles stay within the article title limit). */
const TITLE_QUERY_MAX = 80;

/**
 * A concept for what readers reported as a missing article ("Report a missing article") when neither
 * a competitor topic nor their searches account for it (only from MIN_REPORTERS distinct readers on). The reader's text is quoted evidence, never the title on its own.
 */
export function reportedGapConcept(report: ReportedGap, coverage: Coverage): ConceptDraft {
  const query = report.query.length > TITLE_QUERY_MAX ? `${report.query.slice(0, TITLE_QUERY_MAX - 1).trimEnd()}…` : report.query;
  const times = `${report.reports} time${report.reports === 1 ? '' : 's'} by ${report.readers} reader${report.readers === 1 ? '' : 's'}`;
  const match = coverage.match;
  return {
    title: `Readers reported "${query}" missing ${times}`,
    description: `An article answering "${report.query}", covering ${DEFAULT_OUTLINE.map((h) => h.toLowerCase()).join(', ')}.`,
    analysisReport: [
      'What competitors cover: none of the analysed pages covers it.',
      match ? `Our best match: "${match.title}" (/article/${match.slug}), search quality ${match.qualityTier}.` : 'Our best match: none.',
      `Why it is a gap: readers reported the article missing ${times} in the last ${EVIDENCE_DAYS} days.`,
    ].join('\n'),
    references: [],
    outline: DEFAULT_OUTLINE,
  };
}
