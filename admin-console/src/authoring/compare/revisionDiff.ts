import { diffArrays, diffWords } from 'diff';

type BlockKind = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'text';
type Change = 'same' | 'added' | 'removed';

/** One block of readable text: a heading, or a paragraph, list item, cell and the like. */
export interface Block {
  kind: BlockKind;
  text: string;
}

interface DiffPart {
  text: string;
  change: Change;
}

export interface DiffBlock {
  kind: BlockKind;
  parts: DiffPart[];
}

const BLOCK_ELEMENTS =
  'address, article, aside, blockquote, caption, dd, details, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, header, li, main, nav, ol, p, pre, section, summary, table, tbody, td, tfoot, th, thead, tr, ul';
const HEADING = /^H[1-6]$/;

/** What an element with no text of its own reads as: a line break a space, an image its alt text and its file. */
function elementText(element: Element): string | null {
  if (element.tagName === 'BR') return ' ';
  return element.tagName === 'IMG' ? ` [image: ${element.getAttribute('alt') || 'no description'} (${element.getAttribute('src') ?? ''})] ` : null;
}

/**
 * What the text alone would hide, written into it: a link's target after its text (a changed target is a change),
 * a list item's bullet and a table cell's bar (a list or a table that changed shape is a change).
 */
function markStructure(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const link of body.querySelectorAll('a[href]')) link.append(doc.createTextNode(` [link: ${link.getAttribute('href')}]`));
  for (const item of body.querySelectorAll('li')) item.prepend(doc.createTextNode(item.parentElement?.tagName === 'OL' ? '1. ' : '• '));
  for (const cell of body.querySelectorAll('td, th')) cell.prepend(doc.createTextNode(cell.tagName === 'TH' ? '| header: ' : '| '));
}

/**
 * An article's HTML as a reader sees it: blocks of text, headings kept as headings, images by their alt text and
 * file, links with their targets, list items with their bullets and table cells marked.
 */
export function readableBlocks(html: string): Block[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  markStructure(body);
  const blocks: { element: Element; kind: BlockKind; text: string }[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeType === Node.TEXT_NODE ? node.textContent : elementText(node as Element);
    if (!text) continue;
    const parent = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
    const element = parent?.closest(BLOCK_ELEMENTS) ?? body;
    const last = blocks.at(-1);
    if (last?.element === element) last.text += text;
    else blocks.push({ element, kind: HEADING.test(element.tagName) ? (element.tagName.toLowerCase() as BlockKind) : 'text', text });
  }
  return blocks.map(({ kind, text }) => ({ kind, text: text.replace(/\s+/g, ' ').trim() })).filter((block) => block.text);
}

const whole = (block: Block, change: Change): DiffBlock => ({ kind: block.kind, parts: [{ text: block.text, change }] });

/** Two blocks that took each other's place: word by word when they are the same kind, else one out and one in. */
function changedBlocks(before: Block | undefined, after: Block | undefined): DiffBlock[] {
  if (!before) return after ? [whole(after, 'added')] : [];
  if (!after) return [whole(before, 'removed')];
  if (before.kind !== after.kind) return [whole(before, 'removed'), whole(after, 'added')];
  const parts = diffWords(before.text, after.text).map(
    (part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }) as DiffPart,
  );
  return [{ kind: after.kind, parts }];
}

/** The differences between two versions of an article as readable text: blocks matched first, then words within changed blocks. */
export function compareHtml(beforeHtml: string, afterHtml: string): DiffBlock[] {
  const changes = diffArrays(readableBlocks(beforeHtml), readableBlocks(afterHtml), { comparator: (a, b) => a.kind === b.kind && a.text === b.text });
  const result: DiffBlock[] = [];
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index]!;
    const next = changes[index + 1];
    if (change.removed && next?.added) {
      const count = Math.max(change.value.length, next.value.length);
      for (let k = 0; k < count; k += 1) result.push(...changedBlocks(change.value[k], next.value[k]));
      index += 1;
    } else {
      result.push(...change.value.map((block) => whole(block, change.added ? 'added' : change.removed ? 'removed' : 'same')));
    }
  }
  return result;
}

/** True when the two versions read the same. */
export const unchanged = (blocks: readonly DiffBlock[]) => blocks.every((block) => block.parts.every((part) => part.change === 'same'));
