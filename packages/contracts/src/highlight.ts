export interface HighlightSegment {
  text: string;
  match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits text (a search excerpt, a title) into plain and highlighted parts: query words longer than one
 * character, any case, where a word starts (search matches whole words and their beginnings: 'cal' marks
 * 'Calibration', never the end of 'Typical').
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const words = [...new Set(query.split(/\s+/).filter((word) => word.length > 1))];
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).sort((a, b) => b.length - a.length).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.some((word) => word.toLowerCase() === part.toLowerCase()) }));
}
