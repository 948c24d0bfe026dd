import { normalizeCssValue, type ValueStylePrefix } from './inlineStyles';

/**
 * A canonical form of article HTML, equal for two pieces of HTML a reader sees alike: it is how the
 * Visual ↔ HTML round trip is judged (what the editor cannot give back unchanged is kept whole).
 * - Inline content is a list of runs: text (whitespace collapsed) with the set of its formatting
 *   (elements and attributes, and each style declaration on its own), so nesting order and split or
 *   merged elements do not count; `<b>`, `<i>`, `<del>`/`<strike>` are `<strong>`, `<em>`, `<s>`.
 * - Blocks keep their element, attributes (sorted; style declarations sorted, colours in hex) and order;
 *   loose inline content at the top is a paragraph; a heading's id does not count (the server sets it).
 * - Empty formatting, a block's closing `<br>` and whitespace between blocks do not count.
 */
export function canonicalHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return blocks(body, true);
}

const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', del: 's', strike: 's' };
const BLOCK_TAGS = new Set(
  'address article aside blockquote body caption col colgroup dd details dialog div dl dt fieldset figcaption figure footer h1 h2 h3 h4 h5 h6 header hgroup hr legend li main menu nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
/** Inline elements that are content themselves, not formatting. */
const ATOMS = new Set(['img', 'br', 'iframe', 'wbr', 'math', 'svg', 'audio', 'video', 'picture', 'canvas']);
const HEADING = /^h[1-6]$/;
const COLOR_PROPERTIES: Record<string, ValueStylePrefix> = { color: 'COLOR', 'background-color': 'BG' };

const tagOf = (element: Element) => {
  const tag = element.tagName.toLowerCase();
  return SAME_AS[tag] ?? tag;
};
const isBlock = (node: Node) => node.nodeType === Node.ELEMENT_NODE && BLOCK_TAGS.has(tagOf(node as Element));

function declarations(element: Element): string[] {
  const style = (element as HTMLElement).style;
  const list: string[] = [];
  for (let index = 0; index < (style?.length ?? 0); index += 1) {
    const property = style.item(index);
    const value = style.getPropertyValue(property).trim();
    const prefix = COLOR_PROPERTIES[property];
    list.push(`${property}: ${prefix ? normalizeCssValue(prefix, value) : value}`);
  }
  return list.sort();
}

/** Attributes but style, sorted, as `name="value"` (a heading's id left out). */
function attributes(element: Element): string[] {
  const tag = tagOf(element);
  return Array.from(element.attributes)
    .filter((attribute) => attribute.name !== 'style' && !(attribute.name === 'id' && HEADING.test(tag)))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort();
}

function openTag(element: Element, withStyle: boolean): string {
  const style = withStyle ? declarations(element).join('; ') : '';
  return [tagOf(element), ...attributes(element), ...(style ? [`style="${style}"`] : [])].join(' ');
}

/** A block's children: blocks in order, runs of inline content between them. */
function blocks(parent: Element, top = false): string {
  const out: string[] = [];
  let inline: Node[] = [];
  const flush = () => {
    const runs = inlineRuns(inline, parent.closest('pre') !== null);
    if (runs) out.push(top ? `<p>${runs}</p>` : runs);
    inline = [];
  };
  for (const child of Array.from(parent.childNodes)) {
    if (isBlock(child)) {
      flush();
      out.push(block(child as Element));
    } else {
      inline.push(child);
    }
  }
  flush();
  return out.join('');
}

function block(element: Element): string {
  const tag = tagOf(element);
  return `<${openTag(element, true)}>${blocks(element)}</${tag}>`;
}

interface Run {
  text: string;
  marks: string[];
  /** An image, line break or embed: its canonical tag, not text. */
  atom?: boolean;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whitespace at the start and end of a block's inline content, and a closing <br>, draw nothing. */
function trimEdges(runs: Run[]): Run[] {
  const kept = runs.filter((run) => run.text !== '');
  while (kept.length) {
    const first = kept[0]!;
    if (!first.atom) first.text = first.text.trimStart();
    if (first.text) break;
    kept.shift();
  }
  while (kept.length) {
    const last = kept[kept.length - 1]!;
    if (last.atom && last.text === '<br>') kept.pop();
    else if (!last.atom && !(last.text = last.text.trimEnd())) kept.pop();
    else break;
  }
  return kept;
}

/** Inline nodes as runs of text with the same marks; an atom (image, line break) is a run of its own. */
function inlineRuns(nodes: Node[], preformatted: boolean): string {
  const runs: Run[] = [];
  const walk = (node: Node, marks: string[]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = escapeText(preformatted ? (node.textContent ?? '') : (node.textContent ?? '').replace(/\s+/g, ' '));
      const last = runs[runs.length - 1];
      if (last && !last.atom && last.marks.join() === marks.join()) last.text += text;
      else runs.push({ text, marks });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = tagOf(element);
    const own = declarations(element).map((declaration) => `style:${declaration}`);
    if (ATOMS.has(tag)) {
      runs.push({ text: `<${openTag(element, true)}>${tag === 'math' ? escapeText(element.textContent ?? '') : ''}`, marks, atom: true });
      return;
    }
    const formatting = tag === 'span' && attributes(element).length === 0 ? [] : [openTag(element, false)];
    const next = [...new Set([...marks, ...formatting, ...own])].sort();
    for (const child of Array.from(element.childNodes)) walk(child, next);
  };
  for (const node of nodes) walk(node, []);
  if (preformatted)
    return runs
      .map((run) => (run.marks.length ? `[${run.marks.join('|')}]${run.text}` : run.text))
      .join('¦')
      .replace(/\n$/, '');
  // Adjacent runs may collapse into one space between them.
  const merged: Run[] = [];
  for (const run of runs) {
    const last = merged[merged.length - 1];
    if (!run.atom && last && !last.atom && last.text.endsWith(' ') && run.text.startsWith(' ')) run.text = run.text.slice(1);
    merged.push(run);
  }
  return trimEdges(merged)
    .map((run) => (run.marks.length ? `[${run.marks.join('|')}]${run.text}` : run.text))
    .join('¦');
}
