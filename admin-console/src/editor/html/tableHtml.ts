import { readCell, writeCell } from './cellHtml';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';

/**
 * A table the editor's grid edits: rows of cells, the first row the header row when `header`. A cell is the inline
 * HTML `cleanCell` gives: text with bold, italic, inline code and links (`<a href>` only), nothing else.
 */
export interface TableData {
  header: boolean;
  rows: string[][];
}

/** Block data key of an editable table. */
export const TABLE_KEY = 'table';

/**
 * HTML typed or pasted in a cell as the cell keeps it: through the editor's sanitiser (the HTML policy: no scripts,
 * no `javascript:` links…), then down to text, `<strong>`, `<em>`, `<code>` and `<a href>`.
 */
export function cleanCell(html: string): string {
  const body = new DOMParser().parseFromString(sanitizeEditorHtml(html), 'text/html').body;
  return writeCell(readCell(body, false) ?? []);
}

const row = (cells: string[], tag: 'th' | 'td') => `<tr>${cells.map((cell) => `<${tag}>${cell}</${tag}>`).join('')}</tr>`;

/** The table as the public page styles it: `<table><thead>` (header row) `<tbody>`. */
export function tableHtml({ header, rows }: TableData): string {
  const [first = [], ...rest] = rows;
  const head = header ? `<thead>${row(first, 'th')}</thead>` : '';
  const body = (header ? rest : rows).map((cells) => row(cells, 'td')).join('');
  return `<table>${head}<tbody>${body}</tbody></table>`;
}

/** Element children, refusing any text between them but whitespace. */
function elementsOnly(parent: Element): Element[] | null {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return null;
    if (node.nodeType !== Node.TEXT_NODE && node.nodeType !== Node.ELEMENT_NODE) return null;
  }
  return Array.from(parent.children);
}

/** A plain element: this tag, no attributes. */
const plain = (element: Element, tag: string) => element.tagName === tag && element.attributes.length === 0;

function cellsOf(tr: Element, tag: 'TH' | 'TD'): string[] | null {
  const cells = plain(tr, 'TR') ? elementsOnly(tr) : null;
  if (!cells?.length || !cells.every((cell) => plain(cell, tag))) return null;
  const runs = cells.map((cell) => readCell(cell, true));
  return runs.every((cell) => cell !== null) ? runs.map((cell) => writeCell(cell!)) : null;
}

/**
 * The grid of a table the editor can edit without losing anything (cells of text, bold, italic, code and links, a
 * header row in `<thead>` at most, no attributes, no spans, rows of one length); null for any other table, which
 * stays a raw HTML block. `html` has been through the sanitiser (fromHtml).
 */
export function parseTable(html: string): TableData | null {
  const table = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild;
  const parts = table && plain(table, 'TABLE') ? elementsOnly(table) : null;
  if (!parts?.length) return null;
  let header = false;
  const rows: Array<string[] | null> = [];
  for (const [index, part] of parts.entries()) {
    const trs = elementsOnly(part);
    if (!trs) return null;
    if (index === 0 && plain(part, 'THEAD') && trs.length === 1) {
      header = true;
      rows.push(cellsOf(trs[0]!, 'TH'));
    } else if (plain(part, 'TBODY') && index === parts.length - 1 && trs.length > 0) {
      rows.push(...trs.map((tr) => cellsOf(tr, 'TD')));
    } else {
      return null;
    }
  }
  if (!rows.every((cells) => cells !== null)) return null;
  const grid = rows as string[][];
  const width = grid[0]?.length ?? 0;
  return width > 0 && grid.every((cells) => cells.length === width) ? { header, rows: grid } : null;
}
