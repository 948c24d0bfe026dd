import { countWords } from '../content/pipeline';
import type { ExtractedPage, PageSection } from './extractPage';
import { surfaceForms, termCounts, termsOf, topTerms } from './terms';

interface TopicSource {
  url: string;
  pageTitle: string;
  /** The section that covers the topic (the page title for a whole-page topic). */
  heading: string;
  words: number;
  /** The section's first sentence: how the competitor introduces the topic. */
  summary: string;
}

export interface Topic {
  title: string;
  /** Stemmed terms of the title: what the topic is. */
  titleTerms: string[];
  /** Title terms plus the section's most frequent terms: what covering it takes. */
  keyTerms: string[];
  /** A readable word for each stemmed term. */
  words: Map<string, string>;
  /** How often each stemmed term occurs in the competitors' sections: how much it matters to the topic. */
  counts: Map<string, number>;
  /** Subheadings the competitors use, for the draft's outline. */
  outline: string[];
  /** The steps (numbered list items) the competitors walk through. */
  steps: string[];
  sources: TopicSource[];
}

/** Headings that name a part of any page rather than a topic. */
const GENERIC_HEADINGS = new Set(
  (
    'introduction|overview|summary|conclusion|related|related articles|related topics|see also|next steps|contents|' +
    'table of contents|in this article|on this page|faq|faqs|frequently asked questions|prerequisites|requirements|' +
    'before you begin|before you start|getting help|support|contact|contact us|feedback|was this article helpful|' +
    'references|resources|further reading|more information|troubleshooting|notes|tips|example|examples'
  ).split('|'),
);
/** A section shorter than this is not a topic of its own. */
const MIN_SECTION_WORDS = 30;
const KEY_TERMS_FROM_TEXT = 6;
const OUTLINE_MAX = 8;
const STEPS_MAX = 12;

/** "2. Setting up genlock:" → "Setting up genlock". */
export function cleanHeading(heading: string): string {
  return heading
    .replace(/^\s*(?:step\s+\d+\s*[:.)-]?|\d+(?:\.\d+)*\s*[.):-]?)\s*/i, '')
    .replace(/[\s:?!.]+$/, '')
    .trim();
}

const SUMMARY_MAX = 240;

function firstSentence(text: string): string {
  const sentence = text.split(/(?<=[.!?])\s+|\n/)[0] ?? '';
  return sentence.length <= SUMMARY_MAX ? sentence : `${sentence.slice(0, SUMMARY_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

function topicOf(page: ExtractedPage, heading: string, text: string, outline: string[], steps: string[]): Topic | null {
  const title = cleanHeading(heading);
  const titleTerms = termsOf(title);
  if (titleTerms.length === 0 || GENERIC_HEADINGS.has(title.toLowerCase())) return null;
  const keyTerms = [...titleTerms, ...topTerms(text, KEY_TERMS_FROM_TEXT, new Set(titleTerms))];
  return {
    title,
    titleTerms,
    keyTerms,
    words: surfaceForms(`${title}\n${text}`),
    counts: termCounts(text),
    outline: outline.map(cleanHeading).filter(Boolean).slice(0, OUTLINE_MAX),
    steps: steps.slice(0, STEPS_MAX),
    sources: [{ url: page.url, pageTitle: page.title, heading, words: countWords(text), summary: firstSentence(text) }],
  };
}

/**
 * The topics one page covers: each section whose heading names something specific (two or more
 * meaningful words, not a generic part such as 'Introduction') with at least MIN_SECTION_WORDS
 * words; a page without such sections is one topic, named by its title, with its headings as outline.
 */
export function pageTopics(page: ExtractedPage): Topic[] {
  const named = page.sections.filter((s) => s.level > 1);
  const sections = named.filter(isSpecific).flatMap((s) => topicOf(page, s.heading, s.text, s.subheadings, s.steps) ?? []);
  if (sections.length > 0) return sections;
  const whole = topicOf(
    page,
    page.title,
    page.text,
    named.map((s) => s.heading),
    page.sections.flatMap((s) => s.steps),
  );
  return whole && countWords(page.text) >= MIN_SECTION_WORDS ? [whole] : [];
}

function isSpecific(section: PageSection): boolean {
  return termsOf(cleanHeading(section.heading)).length >= 2 && countWords(section.text) >= MIN_SECTION_WORDS;
}

function sameTopic(a: Topic, b: Topic): boolean {
  const left = new Set(a.titleTerms);
  const shared = b.titleTerms.filter((t) => left.has(t)).length;
  const union = new Set([...a.titleTerms, ...b.titleTerms]).size;
  return shared / union >= 0.6;
}

/** Merges the same topic found on several pages (or twice on one): sources and outlines are combined. */
export function mergeTopics(topics: readonly Topic[]): Topic[] {
  const merged: Topic[] = [];
  for (const topic of topics) {
    const existing = merged.find((m) => sameTopic(m, topic));
    if (!existing) {
      merged.push({
        ...topic,
        sources: [...topic.sources],
        outline: [...topic.outline],
        steps: [...topic.steps],
        words: new Map(topic.words),
        counts: new Map(topic.counts),
      });
      continue;
    }
    for (const source of topic.sources) if (!existing.sources.some((s) => s.url === source.url)) existing.sources.push(source);
    existing.keyTerms = [...new Set([...existing.keyTerms, ...topic.keyTerms])];
    for (const [term, word] of topic.words) if (!existing.words.has(term)) existing.words.set(term, word);
    for (const [term, count] of topic.counts) existing.counts.set(term, (existing.counts.get(term) ?? 0) + count);
    existing.outline = [...new Set([...existing.outline, ...topic.outline])].slice(0, OUTLINE_MAX);
    if (existing.steps.length === 0) existing.steps = [...topic.steps];
  }
  return merged;
}
