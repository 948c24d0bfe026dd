/** The selection inside a table cell as text offsets (the cell's runs count characters the same way). */
export interface CellOffsets {
  start: number;
  end: number;
}

/** Marks a table cell's editable element, for the toolbar to find the cell that has the focus. */
export const CELL_ATTR = 'data-table-cell';

/** The event a cell gets when the toolbar formats while the cell has the focus. */
export const CELL_COMMAND = 'kb-table-cell-command';

/** What the toolbar asks of a cell: a mark on the selection, or the Link bar. */
export type CellCommand = 'strong' | 'em' | 'code' | 'link';

/** The toolbar's inline styles as a cell's commands; the others (underline, strike…) are not kept in cells. */
const COMMAND_OF_STYLE: Record<string, CellCommand> = { BOLD: 'strong', ITALIC: 'em', CODE: 'code', LINK: 'link' };

/**
 * When a table cell has the focus, hands it the toolbar's button (`BOLD`, `ITALIC`, `CODE`, `LINK`, others are
 * ignored there) and answers true; false when the focus is elsewhere (the button formats the article).
 */
export function formatFocusedCell(style: string): boolean {
  const cell = document.activeElement?.closest(`[${CELL_ATTR}]`);
  if (!cell) return false;
  const command = COMMAND_OF_STYLE[style];
  if (command) cell.dispatchEvent(new CustomEvent<CellCommand>(CELL_COMMAND, { detail: command }));
  return true;
}

function offsetOf(root: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The selection in `root` as text offsets; null when it is not inside `root`. */
export function offsetsIn(root: HTMLElement): CellOffsets | null {
  const selection = window.getSelection();
  if (!selection?.rangeCount) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  return { start: offsetOf(root, range.startContainer, range.startOffset), end: offsetOf(root, range.endContainer, range.endOffset) };
}

/** The text node and offset at text offset `at` in `root` (the end of the text when beyond it). */
function pointAt(root: HTMLElement, at: number): [Node, number] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = at;
  let last: Text | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (left <= node.data.length) return [node, left];
    left -= node.data.length;
    last = node;
  }
  return last ? [last, last.data.length] : [root, 0];
}

/** Selects text offsets `start` to `end` in `root`. */
export function selectOffsets(root: HTMLElement, { start, end }: CellOffsets): void {
  const range = document.createRange();
  range.setStart(...pointAt(root, start));
  range.setEnd(...pointAt(root, end));
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Moves the caret to text offset `at` in `root`, or extends the selection there (Shift+Home, Shift+End). A cell is an
 * editing host inside draft-js's, where the browser's own Home, End and select-all reach beyond the cell.
 */
export function caretTo(root: HTMLElement, at: number, extend: boolean): void {
  const selection = window.getSelection();
  if (extend && selection?.rangeCount) selection.extend(...pointAt(root, at));
  else selectOffsets(root, { start: at, end: at });
}

/** Focuses a cell with the caret at the end of its text. */
export function focusAtEnd(cell: HTMLElement): void {
  cell.focus({ preventScroll: true });
  const end = cell.textContent?.length ?? 0;
  selectOffsets(cell, { start: end, end });
  cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
