import type { SearchSection } from '@kb/contracts';
import { CJK } from './cjkAnalysis';
import type { DocContent } from './searchDoc';
import { bestSection, sectionBody, splitSections } from './sections';
import { byRelevance, firstMatch, matchPositions, scoreSentences, textFacts, type Match } from './sentences';

export const EXCERPT_MIN = 160;
export const EXCERPT_MAX = 240;
/** How much text to keep before the first match when a long passage has to be cut. */
const LEAD = 60;
/** A sentence of prose ends in punctuation (a closing quote or bracket may follow it). */
const ENDED = /[.!?:。！？：]["'”’)」』）]?$/;
/** CJK sentences follow each other without a space. */
const CJK_ENDED = /[。！？：]["'”’)」』）]?$/;

/**
 * The best passage of about 160–240 characters, plain text: the sentence with the most matched
 * terms, extended by the neighbouring prose sentences (not headings) to at least 160 characters
 * and cut at word boundaries to at most 240 (with '…' where cut), keeping the first match in view. Without a match in the body
 * (a title or tag match) it is the opening of the text. `matches`: the terms' positions in the text, if known.
 */
export function bestExcerpt(text: string, terms: ReadonlySet<string>, matches?: Match[]): string {
  const sentences = scoreSentences(text, terms, matches);
  if (sentences.length === 0) return '';
  const top = sentences.reduce((best, s) => (byRelevance(s, best) < 0 ? s : best));
  const best = top.distinct > 0 ? top : sentences[0]!;
  const at = sentences.indexOf(best);
  // Neighbours that read as prose; headings and table cells (blocks without closing punctuation) are left out.
  const ended = (i: number) => ENDED.test(text.slice(sentences[i]!.start, sentences[i]!.end));
  const picked = [at];
  let length = best.end - best.start;
  const take = (i: number, add: (i: number) => void) => {
    if (!ended(i)) return;
    add(i);
    length += sentences[i]!.end - sentences[i]!.start + 1;
  };
  for (let i = at + 1; i < sentences.length && length < EXCERPT_MIN; i += 1) take(i, (n) => picked.push(n));
  for (let i = at - 1; i >= 0 && length < EXCERPT_MIN; i -= 1) take(i, (n) => picked.unshift(n));
  // Sentences run on only where they follow each other and the first ends; elsewhere ' … ' sets them apart
  // (a heading or cell is not run into the next sentence, nor a sentence into one further on).
  const passage = picked
    .map((i, n) => {
      const piece = text.slice(sentences[i]!.start, sentences[i]!.end).replace(/\s+/g, ' ').trim();
      if (n === 0) return piece;
      if (picked[n - 1] !== i - 1 || !ended(i - 1)) return ` … ${piece}`;
      return CJK_ENDED.test(text.slice(sentences[i - 1]!.start, sentences[i - 1]!.end)) ? piece : ` ${piece}`;
    })
    .join('');
  return passage.length <= EXCERPT_MAX ? passage : cutAround(passage, firstMatch(passage, terms));
}

/** CJK text has no spaces between words: a cut there is at the character unless a space is this close. */
const CJK_SPACE_REACH = 10;

/** The last space at or before `at` to cut at (-1 for none), or `at` itself in CJK text without a space near. */
function spaceBefore(passage: string, at: number): number {
  const space = passage.lastIndexOf(' ', at);
  return at - space > CJK_SPACE_REACH && CJK.test(passage) ? at : space;
}

function cutAround(passage: string, match: number): string {
  let start = match > LEAD ? spaceBefore(passage, match - LEAD) + 1 : 0;
  if (passage.length - start < EXCERPT_MAX) start = Math.max(0, spaceBefore(passage, passage.length - EXCERPT_MAX) + 1);
  const room = EXCERPT_MAX - (start > 0 ? 1 : 0) - 1;
  let end = start + room;
  if (end >= passage.length) end = passage.length;
  else {
    const space = spaceBefore(passage, end);
    end = space > start ? space : end;
  }
  const body = passage.slice(start, end).replace(/[\s,;:]+$/, '');
  return `${start > 0 ? '…' : ''}${body}${end < passage.length ? '…' : ''}`;
}

/** Where the terms occur as whole words in an article's text (see matchPositions). */
export const textMatches = (content: DocContent, terms: ReadonlySet<string>): Match[] =>
  matchPositions(content.text, terms, content.bounds, textFacts(content, content.text));

/**
 * Where a hit answers the query: the section with the matched terms (see bestSection; null for the
 * article's opening) and the excerpt from it. `groupOf` maps a matched word to its query term; `matches`: the
 * terms' places in the text, when the ranking found them already.
 */
export function sectionExcerpt(
  content: DocContent,
  terms: ReadonlySet<string>,
  groupOf: (word: string) => number,
  matches = textMatches(content, terms),
): { section: SearchSection | null; excerpt: string } {
  const { text, headings } = content;
  const section = bestSection(splitSections(text, headings), matches, groupOf);
  const body = section ? sectionBody(text, section, matches) : { text, matches };
  return {
    section: section?.heading ? { id: section.heading.id, heading: section.heading.title } : null,
    excerpt: body.text ? bestExcerpt(body.text, terms, body.matches) : bestExcerpt(text, terms, matches),
  };
}
