import type { Coverage } from './coverage';
import { EVIDENCE_DAYS, type SearchGap } from './searchEvidence';
import type { Topic } from './topics';

/** A content concept before it is stored: the texts the admin reads and the outline of its draft. */
export interface ConceptDraft {
  title: string;
  description: string;
  analysisReport: string;
  /** URLs of the competitor pages that cover the topic. */
  references: string[];
  outline: string[];
}

export const DEFAULT_OUTLINE = ['Overview', 'Before you start', 'Step by step', 'Troubleshooting'];

const percent = (share: number) => `${Math.round(share * 100)}%`;
const quote = (text: string) => `"${text}"`;
const host = (url: string) => new URL(url).host;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Building a pipeline" → "building a pipeline"; "OCIO setup" stays. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function sentenceCase(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  return [first === first.toLowerCase() ? first.charAt(0).toUpperCase() + first.slice(1) : first, ...rest].join(' ');
}

function searchLine(gaps: readonly SearchGap[]): string {
  const described = gaps.map((g) => `${quote(g.query)} ${g.searches} time${g.searches === 1 ? '' : 's'} (${g.results === 0 ? 'no results' : `${g.results} result${g.results === 1 ? '' : 's'}`})`);
  return `Visitor searches (last ${EVIDENCE_DAYS} days): ${listOf(described)}.`;
}

function matchLine(coverage: Coverage): string {
  const { match } = coverage;
  if (!match) return 'Our best match: none. No article of ours matches this topic.';
  return (
    `Our best match: ${quote(match.title)} (/article/${match.slug}), search quality ${match.qualityTier}, ` +
    `score ${percent(match.score)} of the topic's key terms.`
  );
}

function gapLine(coverage: Coverage, competitorWords: number, words: ReadonlyMap<string, string>): string {
  const { match } = coverage;
  if (!match) return `Why it is a gap: competitors explain it in about ${competitorWords} words; we have nothing on it.`;
  const missing = match.missingTerms.slice(0, 6).map((term) => words.get(term) ?? term);
  const weakness = coverage.verdict === 'missing' ? 'barely touches it' : 'covers it only in part';
  return `Why it is a gap: competitors explain it in about ${competitorWords} words; our closest article ${weakness}${missing.length ? ` and never mentions ${listOf(missing)}` : ''}.`;
}

/** A concept for a competitor topic that we cover weakly or not at all. */
export function topicConcept(topic: Topic, coverage: Coverage, evidence: readonly SearchGap[]): ConceptDraft {
  const outline = topic.outline.length >= 2 ? topic.outline : [...new Set(['Overview', ...topic.outline, ...DEFAULT_OUTLINE.slice(1)])];
  const summary = topic.sources.find((s) => s.summary)?.summary;
  const words = Math.max(...topic.sources.map((s) => s.words));
  const pages = topic.sources.map((s) =>
    s.heading === s.pageTitle ? `${quote(s.pageTitle)} (${host(s.url)})` : `${quote(s.heading)} in ${quote(s.pageTitle)} (${host(s.url)})`,
  );
  const report = [
    `What competitors cover: ${listOf(pages)}; key terms ${listOf(topic.keyTerms.slice(0, 8).map((term) => topic.words.get(term) ?? term))}.`,
    matchLine(coverage),
    gapLine(coverage, words, topic.words),
    ...(evidence.length ? [searchLine(evidence)] : []),
  ];
  return {
    title: topic.title,
    description:
      `A how-to article on ${topic.title}, covering ${listOf(outline.slice(0, 5).map(lowerFirst))}.` +
      (summary ? ` A competitor introduces it as: ${quote(summary)}` : ''),
    analysisReport: report.join('\n'),
    references: [...new Set(topic.sources.map((s) => s.url))],
    outline,
  };
}

/** A concept for what visitors keep searching for without finding it, when no competitor page covers it. */
export function searchGapConcept(gap: SearchGap, coverage: Coverage): ConceptDraft {
  const title = sentenceCase(gap.query);
  return {
    title,
    description: `An article answering the search ${quote(gap.query)}, covering ${listOf(DEFAULT_OUTLINE.map(lowerFirst))}.`,
    analysisReport: [
      'What competitors cover: none of the analysed pages covers it.',
      matchLine(coverage),
      `Why it is a gap: visitors searched for it ${gap.searches} times and found ${gap.results === 0 ? 'nothing' : `only ${gap.results} result${gap.results === 1 ? '' : 's'}`}.`,
      searchLine([gap]),
    ].join('\n'),
    references: [],
    outline: DEFAULT_OUTLINE,
  };
}
