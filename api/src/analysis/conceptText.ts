import { articlePath } from '@kb/contracts';
import type { ArticleMatch, Coverage } from './coverage';
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

/** Visitor text quoted (shortened to `max` characters) and counted: `"lens" 3 times (no results)`. */
function describeSearch(gap: SearchGap, max = Infinity): string {
  const query = gap.query.length > max ? `${gap.query.slice(0, max - 1).trimEnd()}…` : gap.query;
  return `${quote(query)} ${gap.searches} time${gap.searches === 1 ? '' : 's'} (${gap.results === 0 ? 'no results' : `${gap.results} result${gap.results === 1 ? '' : 's'}`})`;
}

function searchLine(gaps: readonly SearchGap[]): string {
  return `Visitor searches (last ${EVIDENCE_DAYS} days): ${listOf(gaps.map((g) => describeSearch(g)))}.`;
}

/** Longest visitor query quoted in a concept's title, so the title stays within the article title limit. */
const TITLE_QUERY_MAX = 80;

/** Where our match is: `/article/<slug>` or, for a section, `/article/<slug>#<heading-id>`. */
const matchPath = (match: ArticleMatch) => articlePath(match.slug, match.section?.id);

function matchName(match: ArticleMatch): string {
  return match.section ? `${quote(match.section.heading)} in ${quote(match.title)}` : quote(match.title);
}

function matchLine(coverage: Coverage): string {
  const { match } = coverage;
  if (!match) return 'Our best match: none. No article of ours matches this topic.';
  return `Our best match: ${matchName(match)} (${matchPath(match)}), search quality ${match.qualityTier}, score ${percent(match.score)} of the topic's key terms.`;
}

const termWords = (terms: readonly string[], words: ReadonlyMap<string, string>, max: number) => terms.slice(0, max).map((term) => words.get(term) ?? term);

function gapLine(coverage: Coverage, competitorWords: number, words: ReadonlyMap<string, string>): string {
  const { match } = coverage;
  if (!match) return `Why it is a gap: competitors explain it in about ${competitorWords} words; we have nothing on it.`;
  const missing = termWords(match.missingTerms, words, 6);
  const weakness = coverage.verdict === 'missing' ? 'barely touches it' : 'covers it only in part';
  return `Why it is a gap: competitors explain it in about ${competitorWords} words; our closest article ${weakness}${missing.length ? ` and never mentions ${listOf(missing)}` : ''}.`;
}

/** A step shortened for quoting. */
const STEP_MAX = 80;
const shortStep = (step: string) => quote(step.length <= STEP_MAX ? step : `${step.slice(0, STEP_MAX - 1).replace(/\s+\S*$/, '')}…`);

/** What the competitors' page covers of the topic: its sub-headings, steps and key terms. */
function competitorSentence(topic: Topic, keyWords: readonly string[]): string {
  const source = topic.sources[0]!;
  const where = source.heading === source.pageTitle ? quote(source.pageTitle) : `${quote(source.heading)} in ${quote(source.pageTitle)}`;
  const parts = [
    ...(topic.outline.length ? [`the sub-headings ${listOf(topic.outline.slice(0, 5).map(quote))}`] : []),
    ...(topic.steps.length
      ? [
          topic.steps.length === 1
            ? `one step, ${shortStep(topic.steps[0]!)}`
            : `${topic.steps.length} steps from ${shortStep(topic.steps[0]!)} to ${shortStep(topic.steps[topic.steps.length - 1]!)}`,
        ]
      : []),
    ...(keyWords.length ? [`the key terms ${listOf(keyWords)}`] : []),
  ];
  const others = topic.sources.length > 1 ? ` (and ${topic.sources.length - 1} other page${topic.sources.length > 2 ? 's' : ''})` : '';
  return `${where} on ${host(source.url)}${others} covers ${topic.title} in about ${source.words} words${parts.length ? `, with ${listOf(parts)}` : ''}.`;
}

/** What our nearest article lacks of it. */
function lackSentence(coverage: Coverage, words: ReadonlyMap<string, string>): string {
  const { match } = coverage;
  if (!match) return 'No article of ours comes near it.';
  const lacks = [
    ...(match.missingOutline.length ? [`has nothing on ${listOf(match.missingOutline.slice(0, 4).map(quote))}`] : []),
    ...(match.missingTerms.length ? [`never mentions ${listOf(termWords(match.missingTerms, words, 5))}`] : []),
  ];
  return `Our nearest article, ${matchName(match)} (${matchPath(match)}), ${lacks.length ? listOf(lacks) : 'touches it only in passing'}.`;
}

/** A concept for a competitor topic that we cover weakly or not at all. */
export function topicConcept(topic: Topic, coverage: Coverage, evidence: readonly SearchGap[]): ConceptDraft {
  const outline = topic.outline.length >= 2 ? topic.outline : [...new Set(['Overview', ...topic.outline, ...DEFAULT_OUTLINE.slice(1)])];
  const summary = topic.sources.find((s) => s.summary)?.summary;
  const words = Math.max(...topic.sources.map((s) => s.words));
  const keyWords = termWords(
    topic.keyTerms.filter((t) => !topic.titleTerms.includes(t)),
    topic.words,
    6,
  );
  const pages = topic.sources.map((s) =>
    s.heading === s.pageTitle ? `${quote(s.pageTitle)} (${host(s.url)})` : `${quote(s.heading)} in ${quote(s.pageTitle)} (${host(s.url)})`,
  );
  const report = [
    `What competitors cover: ${listOf(pages)}; key terms ${listOf(termWords(topic.keyTerms, topic.words, 8))}.`,
    matchLine(coverage),
    gapLine(coverage, words, topic.words),
    ...(evidence.length ? [searchLine(evidence)] : []),
  ];
  return {
    title: topic.title,
    description: [
      competitorSentence(topic, keyWords),
      lackSentence(coverage, topic.words),
      ...(summary ? [`A competitor introduces it as: ${quote(summary)}`] : []),
    ].join(' '),
    analysisReport: report.join('\n'),
    references: [...new Set(topic.sources.map((s) => s.url))],
    outline,
  };
}

/**
 * A concept for what visitors keep searching for without finding it, when no competitor page covers it.
 * Visitor text stays evidence: its title quotes and counts the search, never takes it as the topic's name.
 */
export function searchGapConcept(gap: SearchGap, coverage: Coverage): ConceptDraft {
  return {
    title: `Readers searched for ${describeSearch(gap, TITLE_QUERY_MAX)}`,
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
