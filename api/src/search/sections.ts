import type { Match } from './sentences';

export interface Heading {
  id: string;
  title: string;
}

/**
 * One part of an article's plain text: from its heading line (or the start: `heading` null) to the
 * next heading line. Offsets are in the article's text.
 */
export interface Section {
  heading: Heading | null;
  /** Where the heading line starts (the text's start for the opening) and ends. */
  start: number;
  headingEnd: number;
  end: number;
}

/** Heading lines count this much more than a query term in the section's text. */
const HEADING_WEIGHT = 3;

/**
 * Cuts an article's plain text (one block per line) at its headings, which are lines of their own
 * in document order (the content pipeline takes heading titles and text from the same HTML).
 */
export function splitSections(text: string, headings: readonly Heading[]): Section[] {
  const sections: Section[] = [];
  let current: Section = { heading: null, start: 0, headingEnd: 0, end: text.length };
  let at = 0;
  for (const heading of headings) {
    let found = -1;
    for (let from = at; from <= text.length;) {
      const index = text.indexOf(heading.title, from);
      if (index < 0) break;
      const end = index + heading.title.length;
      if ((index === 0 || text[index - 1] === '\n') && (end === text.length || text[end] === '\n')) {
        found = index;
        break;
      }
      from = index + 1;
    }
    if (found < 0) continue;
    if (found > current.start || current.heading) sections.push({ ...current, end: Math.max(current.start, found - 1) });
    at = found + heading.title.length;
    current = { heading, start: found, headingEnd: at, end: text.length };
  }
  sections.push(current);
  return sections;
}

/** Where the text under a section's heading starts. */
const bodyStart = (section: Section) => (section.heading ? Math.min(section.headingEnd + 1, section.end) : section.start);

/** The text under a section's heading. */
export const sectionText = (text: string, section: Section): string => text.slice(bodyStart(section), section.end);

/** The text under a section's heading and the matches in it, at offsets in that text. */
export function sectionBody(text: string, section: Section, matches: readonly Match[]): { text: string; matches: Match[] } {
  const start = bodyStart(section);
  const inside = matches.filter((m) => m.index >= start && m.index < section.end).map((m) => ({ index: m.index - start, term: m.term }));
  return { text: text.slice(start, section.end), matches: inside };
}

/**
 * The section that best answers the query: most query terms in its heading (weighted) and text,
 * then most matches; the first such. `matches` are the matched words' positions in the article's
 * text, in order; `groupOf` maps a matched word to its query term, so two forms
 * of one term count once. Null when no section has a match.
 */
export function bestSection(sections: readonly Section[], matches: readonly Match[], groupOf: (word: string) => number): Section | null {
  let best: Section | null = null;
  let bestScore = 0;
  let bestTotal = 0;
  let next = 0;
  for (const section of sections) {
    const inHeading = new Set<number>();
    const all = new Set<number>();
    let total = 0;
    for (; next < matches.length && matches[next]!.index < section.end + 1; next += 1) {
      const { index, term } = matches[next]!;
      if (index < section.start) continue;
      const group = groupOf(term);
      if (index < section.headingEnd) inHeading.add(group);
      all.add(group);
      total += 1;
    }
    const score = HEADING_WEIGHT * inHeading.size + all.size;
    if (score > bestScore || (score === bestScore && score > 0 && total > bestTotal)) {
      best = section;
      bestScore = score;
      bestTotal = total;
    }
  }
  return best;
}
