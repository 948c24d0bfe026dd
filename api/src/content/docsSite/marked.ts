import escapeHtml from 'escape-html';
import { Marked, type Tokens } from 'marked';
import markedFootnote from 'marked-footnote';

/** `hl_lines="1 3-5"` (MkDocs) or `{1,3-5}` (Docusaurus) in a code fence's info: the line numbers. */
function highlighted(info: string): Set<number> {
  const spec = /hl_lines=["']([^"']*)["']/.exec(info)?.[1] ?? /\{([\d,\s-]+)\}/.exec(info)?.[1];
  const lines = new Set<number>();
  for (const part of (spec ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [start, end = start] = part.split('-').map(Number);
    for (let n = start!; n <= end! && n - start! < 10_000; n += 1) lines.add(n);
  }
  return lines;
}

/** Docusaurus's magic comments (`// highlight-next-line`, `# highlight-start` … `highlight-end`): removed, their lines added to `marks`. */
function magicComments(text: string, marks: Set<number>): string[] {
  const kept: string[] = [];
  let next = false;
  let inRange = false;
  for (const line of text.split('\n')) {
    const magic = /^\s*(?:\/\/|#|<!--|\/\*|--)\s*highlight-(next-line|start|end)\b/.exec(line)?.[1];
    if (magic) {
      next = magic === 'next-line';
      inRange = magic === 'start' ? true : magic === 'end' ? false : inRange;
      continue;
    }
    kept.push(line);
    if (next || inRange) marks.add(kept.length);
    next = false;
  }
  return kept;
}

/**
 * A code block with what its fence says beyond the language: a `title="…"` becomes the caption of a
 * `<figure class="kb-code">`, highlighted lines (`hl_lines="2 4-5"`, `{2,4-5}`, Docusaurus's
 * `highlight-next-line` comments) are `<mark>`ed.
 */
function code({ text, lang }: Tokens.Code): string | false {
  const info = lang ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(info);
  const marks = highlighted(info);
  const lines = magicComments(text, marks);
  if (!title && marks.size === 0) return false;
  // A fence with a title and no language (```` ``` title="x" ````) has none: `title` is not one.
  const language = /^[\w+#-]+(?![\w+#-]*=)/.exec(info)?.[0];
  const body = lines.map((line, index) => (marks.has(index + 1) ? `<mark>${escapeHtml(line)}</mark>` : escapeHtml(line))).join('\n');
  const pre = `<pre><code${language ? ` class="language-${escapeHtml(language)}"` : ''}>${body}\n</code></pre>`;
  const caption = title ? `<figcaption>${escapeHtml(title[1] ?? title[2] ?? '')}</figcaption>` : '';
  return `<figure class="kb-code">${caption}${pre}</figure>\n`;
}

/** The Markdown reader of docs-site imports: GitHub-flavoured, with footnotes and code titles and highlighted lines. */
export const siteMarked = new Marked({ gfm: true }, markedFootnote(), { renderer: { code } });
