import escapeHtml from 'escape-html';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { XliffInlineCode, XliffValue } from 'xliff';

type Document = ReturnType<typeof parseDocument>;
type Node = Document['children'][number];
type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Elements that hold blocks: a unit is the innermost one with text (or one with text of its own beside blocks). */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'source', 'track', 'wbr']);
/** Kept whole, never translated: code (inline or a block) and embedded markup languages. */
const KEPT = new Set(['code', 'pre', 'kbd', 'samp', 'math', 'svg']);

/** A translated unit that does not fit its source: an unknown inline code, or one of another kind. */
export class BlockMismatch extends Error {
  override name = 'BlockMismatch';
}

function parse(html: string): Document {
  return parseDocument(html, { decodeEntities: true });
}

/** The text a translator sees in a node: everything but what is kept whole. */
function translatableText(node: Node): string {
  if (DomUtils.isText(node)) return node.data;
  if (!DomUtils.isTag(node) || KEPT.has(node.name)) return '';
  return node.children.map(translatableText).join('');
}

/** The unit elements of a document, in document order (export and import walk the same source alike). */
function unitElements(document: Document): Element[] {
  const found: Element[] = [];
  const visit = (children: Node[]) => {
    for (const child of children) {
      if (!DomUtils.isTag(child) || KEPT.has(child.name) || !translatableText(child).trim()) continue;
      const holdsBlocks = DomUtils.findOne((element) => BLOCKS.has(element.name), child.children, true) !== null;
      const ownText = child.children.some((node) => DomUtils.isText(node) && node.data.trim() !== '');
      if (holdsBlocks && !ownText) visit(child.children);
      else found.push(child);
    }
  };
  visit(document.children);
  return found;
}

function codeHints(element: Element): Record<string, string> {
  // The library writes attribute values as they are (quotes aside): markup characters are escaped here.
  if (KEPT.has(element.name)) return { type: 'other', disp: escapeHtml(DomUtils.textContent(element).slice(0, 200)) };
  return { type: element.name === 'a' ? 'link' : element.name === 'img' ? 'image' : 'fmt' };
}

/** A unit's content as XLIFF inline content: its text, each element a code numbered in document order. */
function inlineOf(nodes: Node[], codes: Element[]): (string | XliffInlineCode)[] {
  const parts: (string | XliffInlineCode)[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) parts.push(node.data);
    if (!DomUtils.isTag(node)) continue;
    codes.push(node);
    const code = { id: String(codes.length), ...codeHints(node) };
    if (VOID.has(node.name) || KEPT.has(node.name)) parts.push({ Standalone: code });
    else parts.push({ Span: { ...code, contents: inlineOf(node.children, codes) } });
  }
  return parts;
}

/** How many translatable blocks an article's HTML has (the units `sourceBlocks` gives, without building them). */
export function blockCount(html: string): number {
  return unitElements(parse(html)).length;
}

/** The translatable blocks of an article's HTML, in order, as XLIFF sources (links, images and code as inline codes). */
export function sourceBlocks(html: string): XliffValue[] {
  return unitElements(parse(html)).map((element) => inlineOf(element.children, []));
}

function openTag(element: Element): string {
  const attributes = Object.entries(element.attribs).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<${element.name}${attributes.join('')}>`;
}

/** A translated unit as HTML: its text escaped, each code the source's element of that number. */
function htmlOf(value: XliffValue, codes: Element[]): string {
  if (typeof value === 'string') return escapeHtml(value);
  // A content of one code alone is that code, not a list.
  return (Array.isArray(value) ? value : [value])
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      const [kind, code] = Object.entries(part)[0] ?? [];
      const element = codes[Number(code?.id) - 1];
      if (!element || !code) throw new BlockMismatch(`The inline code ${code?.id ?? '(no id)'} is not one of the source's`);
      const standalone = VOID.has(element.name) || KEPT.has(element.name);
      if (kind === 'Standalone' && standalone) return DomUtils.getOuterHTML(element, { decodeEntities: true });
      if (kind === 'Span' && !standalone) return `${openTag(element)}${htmlOf(code.contents ?? '', codes)}</${element.name}>`;
      throw new BlockMismatch(`The inline code ${code.id} is a ${kind ?? 'code'} in the translation but not in the source`);
    })
    .join('');
}

/**
 * The article's HTML with each block's content replaced by its translation (`targets` in the order of
 * `sourceBlocks`): everything between the blocks, and the elements the codes stand for, are the source's.
 */
export function translatedHtml(sourceHtml: string, targets: XliffValue[]): string {
  const document = parse(sourceHtml);
  const elements = unitElements(document);
  if (elements.length !== targets.length) throw new BlockMismatch(`The file has ${targets.length} blocks where the source has ${elements.length}`);
  elements.forEach((element, index) => {
    const codes: Element[] = [];
    inlineOf(element.children, codes);
    const children = parse(htmlOf(targets[index]!, codes)).children;
    for (const child of children) child.parent = element;
    element.children = children;
  });
  return DomUtils.getOuterHTML(document.children, { decodeEntities: true });
}
