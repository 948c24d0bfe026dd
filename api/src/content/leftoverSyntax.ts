import { Parser } from 'htmlparser2';
import { emojiNamed } from './docsSite/inline';

/** Elements whose text is code (written as it is shown) or never shown: not scanned. */
const SKIPPED = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style']);

/** Icon shortcodes of MkDocs Material (`:material-check:`, `:octicons-mark-github-16:`). */
const ICON = /^(?:material|octicons|fontawesome|simple)-[\w-]+$/;

/** Source syntax of MkDocs (Python-Markdown, pymdown-extensions) and Docusaurus that a reader should never see. */
const PATTERNS: { syntax: string; pattern: RegExp; accept?: (match: RegExpExecArray) => boolean }[] = [
  { syntax: '///', pattern: /(?:^|\s)\/{3,}(?=\s|$)/g },
  { syntax: '!!!', pattern: /(?:^|\s)(?:!!!|\?\?\?\+?)\s*[a-z]/gi },
  { syntax: '===', pattern: /(?:^|\s)===\+?\s*"/g },
  { syntax: '--8<--', pattern: /-{1,2}8<-{1,2}/g },
  { syntax: '{!', pattern: /\{[!*]\s*\S/g },
  { syntax: ':emoji:', pattern: /:([a-z0-9_+-]+):/gi, accept: (match) => emojiNamed(match[1]!) !== undefined || ICON.test(match[1]!) },
  { syntax: '{.', pattern: /\{:?\s*[.#][\w-]|\{:?\s*[\w-]+=(?:"|'|[\w-])/g },
  { syntax: ':::', pattern: /(?:^|\s):::[a-z]*(?=\s|$)/gi },
  /** A reference-style link (`[text][ref]`, `[text][]`) whose reference no definition gives (not a footnote's `[^1]`). */
  { syntax: '[text][ref]', pattern: /\[[^[\]\n]+\]\[(?!\^)[^[\]\n]*\]/g },
];

/**
 * Include directives, which MkDocs expands inside code blocks too: one left in a code block is example code that never
 * came (`{!> ../docs_src/app.py !}`, `{* app.py hl[3] *}`). Code of its own (`{**kwargs}`, `{!x}`) is not one, nor an escaped
 * `\{! file !}`; snippets (`--8<--`) are not looked for, as a site shows their syntax in code as `;--8<--`.
 */
const CODE_PATTERNS: { syntax: string; pattern: RegExp }[] = [
  { syntax: '{!', pattern: /(?<!\\)\{![+>-]?\s*[^\s!][^!\n]*!\}/g },
  { syntax: '{!', pattern: /(?<!\\)\{\*\s*[\w./-]+\.\w+(?:\s[^*\n]*)?\*\}/g },
];

export interface Leftover {
  /** Found in a code block (only include directives are looked for there). */
  inCode?: boolean;
  syntax: string;
  /** What matched, as in the source (to find its line). */
  match: string;
  /** The text around it (up to 60 characters). */
  excerpt: string;
}

/** The text a reader sees in article HTML, code left out, one block per text node run; and the code's text. */
function shownText(html: string): { text: string; code: string } {
  let skipping = 0;
  let text = '';
  let code = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping += 1;
        else text += ' ';
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping -= 1;
        else text += ' ';
        if (SKIPPED.has(name)) code += '\n';
      },
      ontext(data) {
        if (skipping === 0) text += data;
        else code += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { text, code };
}

/**
 * Source syntax left in an imported page's text (outside code): `///` and `!!!`/`???` blocks, `===` tabs,
 * `--8<--` snippets, `{! … !}` / `{* … *}` includes, `:emoji:` shortcodes, attribute lists (`{.class}`,
 * `{: target=_blank}`), `:::` admonitions; and include directives left in code blocks (`inCode`). An import reports
 * each as a warning; the tests of each imported site expect none.
 */
export function leftoverSyntax(html: string): Leftover[] {
  const { text, code } = shownText(html);
  const found: Leftover[] = [];
  for (const { syntax, pattern } of CODE_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.push({ inCode: true, syntax, match: match[0].trim(), excerpt: match[0].trim().slice(0, 60) });
  }
  for (const { syntax, pattern, accept } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (accept && !accept(match as RegExpExecArray)) continue;
      const at = match.index;
      found.push({
        syntax,
        match: match[0].trim(),
        excerpt: text
          .slice(Math.max(0, at - 20), at + 40)
          .replace(/\s+/g, ' ')
          .trim(),
      });
    }
  }
  return found;
}
