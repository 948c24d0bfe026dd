export interface HighlightSegment {
  text: string;
  match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Search expands a word to the words it begins only from this length ("do" would expand to hundreds of words). */
export const PREFIX_MIN_LENGTH = 3;
/** Han, hiragana and katakana: written without spaces between words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A lone hiragana is a particle (の, を, は): never marked. */
const PARTICLE = /^\p{Script=Hiragana}$/u;

/**
 * For a query in Japanese or Chinese: the words of the text (Intl.Segmenter's segments) that are
 * words of the query, whole segments only, as the search index cuts them; particles are not marked.
 */
function segmentMarks(text: string, query: string): HighlightSegment[] {
  const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
  const wanted = new Set(
    [...segmenter.segment(query)]
      .filter(({ segment, isWordLike }) => isWordLike && !PARTICLE.test(segment) && (segment.length > 1 || CJK.test(segment)))
      .map(({ segment }) => segment.toLowerCase()),
  );
  const parts: HighlightSegment[] = [];
  for (const { segment } of segmenter.segment(text)) {
    const match = wanted.has(segment.toLowerCase());
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += segment;
    else parts.push({ text: segment, match });
  }
  return parts;
}

/**
 * Splits text (a search excerpt, a title) into plain and highlighted parts: query words longer than one
 * character, any case, where a word starts (search matches whole words and their beginnings: 'cal' marks
 * 'Calibration', never the end of 'Typical'). A word shorter than PREFIX_MIN_LENGTH marks whole words only, as
 * search matches it: 'do' marks 'do', never the start of 'does'. A query with Japanese or Chinese words marks
 * whole segments.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  if (CJK.test(query)) return segmentMarks(text, query);
  const words = [...new Set(query.split(/\s+/).filter((word) => word.length > 1))];
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${words
      .sort((a, b) => b.length - a.length)
      .map((word) => escapeRegExp(word) + (word.length < PREFIX_MIN_LENGTH ? '(?![\\p{L}\\p{N}])' : ''))
      .join('|')})`,
    'giu',
  );
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.some((word) => word.toLowerCase() === part.toLowerCase()) }));
}
