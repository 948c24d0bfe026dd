import { get as emojiOf } from 'node-emoji';
import type { Fidelity } from './fidelity';

const CODE_SPAN = /(`+)[^`]*?\1/;
/** `:name:`; GitBook's Markdown writer escapes a name's underscores (`:video\_game:`), which a reader never sees. */
const SHORTCODE = /:((?:[a-z0-9+-]|\\?_)+):/gi;
/** MkDocs Material's icon shortcodes (`:material-check:`): icons of the theme's font, not emoji. */
const ICON = /^(?:material|octicons|fontawesome|simple)-[\w-]+$/;

/** Applies `change` to a line's text outside its inline code spans (which stay as written). */
export function outsideCodeSpans(line: string, change: (text: string) => string): string {
  let out = '';
  let rest = line;
  while (rest) {
    const code = CODE_SPAN.exec(rest);
    out += change(code ? rest.slice(0, code.index) : rest);
    if (!code) break;
    out += code[0];
    rest = rest.slice(code.index + code[0].length);
  }
  return out;
}

/**
 * GitHub's names (gemoji, which GitBook, GitHub and Material's twemoji index know) that node-emoji's table lacks: its
 * aliases (`:thumbsup:`, `:book:`) and emoji newer than its table (`:green_circle:`). Without them such a shortcode
 * stayed as text, and the leftover scan, which asks the same table, did not see it either.
 */
const GITHUB_NAMES: Record<string, string> = {
  thumbsup: '👍',
  thumbsdown: '👎',
  book: '📖',
  envelope: '✉️',
  hankey: '💩',
  shit: '💩',
  satisfied: '😆',
  heavy_exclamation_mark: '❗',
  pencil: '📝',
  red_square: '🟥',
  orange_square: '🟧',
  yellow_square: '🟨',
  green_square: '🟩',
  blue_square: '🟦',
  purple_square: '🟪',
  brown_square: '🟫',
  orange_circle: '🟠',
  yellow_circle: '🟡',
  green_circle: '🟢',
  purple_circle: '🟣',
  brown_circle: '🟤',
  white_heart: '🤍',
  brown_heart: '🤎',
  technologist: '🧑‍💻',
  construction_worker: '👷',
  axe: '🪓',
};

/** The emoji a shortcode's name stands for (node-emoji's names, then GitHub's it lacks), if any. */
export const emojiNamed = (name: string): string | undefined => emojiOf(name) ?? (Object.hasOwn(GITHUB_NAMES, name) ? GITHUB_NAMES[name] : undefined);

/** A title or label's shortcodes as emoji (no count: titles are not in the fidelity summary); other `:words:` stay. */
export const titleEmoji = (text: string) => text.replace(SHORTCODE, (whole, name: string) => emojiNamed(name.replace(/\\_/g, '_')) ?? whole);

/**
 * Emoji shortcodes (`:white_check_mark:` → ✅, GitHub's and the sites' names through node-emoji); a
 * theme icon (`:material-check:`) has no character and is dropped with a note. Other `:words:` stay.
 */
export function emojify(text: string, fidelity: Fidelity, note: (message: string) => void): string {
  return text.replace(SHORTCODE, (whole, written: string) => {
    const name = written.replace(/\\_/g, '_');
    const emoji = emojiNamed(name);
    if (emoji) {
      fidelity.add('emoji');
      return emoji;
    }
    if (!ICON.test(name)) return whole;
    fidelity.add('icon', 'dropped');
    note(`icon ${whole} dropped: the theme's icons are not available`);
    return '';
  });
}

/** Task list items (`- [x] done`) as ☑/☐: the HTML policy keeps no checkboxes. */
export function taskItem(line: string, fidelity: Fidelity): string {
  return line.replace(/^(\s*(?:[-*+]|\d+[.)])\s+)\[([ xX])\](?=\s)/, (_whole, lead: string, mark: string) => {
    fidelity.add('task list');
    return `${lead}${mark === ' ' ? '☐' : '☑'}`;
  });
}

/** A heading's or title's text as plain text: inline Markdown marks and attribute lists removed, emoji shortcodes as emoji. */
export const plainTitle = (text: string) =>
  titleEmoji(text)
    .replace(/\s*\{[^}]*\}\s*$/, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|~~|==|\^\^)(.+?)\1/g, '$2')
    .replace(/(?<![\w*])[*_](\S(?:.*?\S)?)[*_](?![\w*])/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim();
