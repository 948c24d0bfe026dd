import escapeHtml from 'escape-html';
import type { Fidelity } from '../docsSite/fidelity';

/** An attribute list: `{: .class }`, `{ #id .class target=_blank }`, `{.internal-link target=_blank}`. */
const ATTR_LIST = /\{:?[ \t]*(?:(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}"']+))[ \t]*)+\}/g;
const KEYS = /\+\+((?:[\w-]+|"[^"]*")(?:\+(?:[\w-]+|"[^"]*"))*)\+\+/g;
/** pymdownx.keys's names as shown (others are capitalised). */
const KEY_NAMES: Record<string, string> = {
  ctrl: 'Ctrl',
  alt: 'Alt',
  shift: 'Shift',
  cmd: 'Cmd',
  del: 'Del',
  delete: 'Del',
  esc: 'Esc',
  enter: 'Enter',
  tab: 'Tab',
  space: 'Space',
  backspace: 'Backspace',
  'page-up': 'Page Up',
  'page-down': 'Page Down',
  'arrow-up': '↑',
  'arrow-down': '↓',
  'arrow-left': '←',
  'arrow-right': '→',
};
const keyName = (key: string) => (key.startsWith('"') ? key.slice(1, -1) : (KEY_NAMES[key.toLowerCase()] ?? key.charAt(0).toUpperCase() + key.slice(1)));

/** Inline markup of pymdown-extensions (outside code spans), with each count in `fidelity`. */
const INLINE: { construct: string; pattern: RegExp; html: (...groups: string[]) => string }[] = [
  {
    construct: 'keys',
    pattern: KEYS,
    html: (keys) =>
      keys
        .match(/[\w-]+|"[^"]*"/g)!
        .map((key) => `<kbd>${escapeHtml(keyName(key))}</kbd>`)
        .join('+'),
  },
  { construct: 'mark', pattern: /==(?=\S)([^=\n]*?\S)==/g, html: (text) => `<mark>${text}</mark>` },
  { construct: 'caret', pattern: /\^\^(?=\S)([^^\n]*?\S)\^\^/g, html: (text) => `<ins>${text}</ins>` },
  { construct: 'caret', pattern: /(?<![\^[])\^([^\s^[\]]+)\^(?!\^)/g, html: (text) => `<sup>${text}</sup>` },
  { construct: 'tilde', pattern: /(?<!~)~([^\s~/]+)~(?!~)/g, html: (text) => `<sub>${text}</sub>` },
];

/**
 * A line's text (outside code spans) as marked reads it: attribute lists removed (a heading's `{#id}`
 * is kept for its anchor), keys as `<kbd>`, `==mark==`, `^^insert^^`, `^sup^`, `~sub~` (`~~del~~` is marked's).
 */
export function pymdownInline(text: string, fidelity: Fidelity): string {
  let out = text.replace(ATTR_LIST, (match) => {
    fidelity.add('attribute list');
    return /^\{#[\w-]+\}$/.test(match) ? match : '';
  });
  for (const { construct, pattern, html } of INLINE) {
    out = out.replace(pattern, (_whole, ...groups: string[]) => {
      fidelity.add(construct);
      return html(...groups);
    });
  }
  return out;
}

/** `<div markdown>` / `markdown="1"` (md_in_html): the attribute goes; marked reads Markdown between blank-line-separated tags. */
export function mdInHtml(line: string, fidelity: Fidelity): string[] | undefined {
  const open = /^(\s*<[a-z][\w-]*\b[^>]*?)\s+markdown(?:=(?:"[^"]*"|'[^']*'|\S+))?([^>]*>)\s*$/i.exec(line);
  if (!open) return undefined;
  fidelity.add('md_in_html');
  return [`${open[1]}${open[2]}`, ''];
}
