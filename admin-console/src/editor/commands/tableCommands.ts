import { AtomicBlockUtils, CharacterMetadata, EditorState, Modifier, SelectionState, type ContentBlock, type ContentState } from 'draft-js';
import { List, Map as ImmutableMap } from 'immutable';
import { paragraphAfter } from './leaveCommands';
import { TABLE_KEY, type TableData } from '../html/tableHtml';

/** A new table: a header row and two rows of three columns. */
export const NEW_TABLE: TableData = {
  header: true,
  rows: [
    ['', '', ''],
    ['', '', ''],
    ['', '', ''],
  ],
};

/** Inserts an atomic block holding `data` (a table, a raw HTML block) after the selection: selected text stays. */
export function insertAtomic(state: EditorState, data: Record<string, unknown>): EditorState {
  const selection = state.getSelection();
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  // On a table or other atomic block (the toolbar pressed while a cell has the focus): after it, on a line of its own.
  if (block.getType() === 'atomic') return insertAtomic(paragraphAfter(state, state.getCurrentContent(), block), data);
  if (selection.isCollapsed() && block.getType() === 'unstyled' && block.getLength() === 0) {
    // On an empty line the block takes its place (no empty paragraph left before it), and a paragraph follows.
    const atomic = block.merge({ type: 'atomic', text: ' ', characterList: List([CharacterMetadata.create()]), data: ImmutableMap(data) }) as ContentBlock;
    const content = state.getCurrentContent().setIn(['blockMap', block.getKey()], atomic) as ContentState;
    return paragraphAfter(state, content, atomic);
  }
  const end = {
    anchorKey: selection.getEndKey(),
    anchorOffset: selection.getEndOffset(),
    focusKey: selection.getEndKey(),
    focusOffset: selection.getEndOffset(),
    isBackward: false,
  };
  const collapsed = EditorState.forceSelection(state, selection.merge(end) as SelectionState);
  const withEntity = collapsed.getCurrentContent().createEntity('TABLE', 'IMMUTABLE', {});
  const inserted = AtomicBlockUtils.insertAtomicBlock(EditorState.set(collapsed, { currentContent: withEntity }), withEntity.getLastCreatedEntityKey(), ' ');
  const content = inserted.getCurrentContent();
  const atomic = content.getBlockBefore(inserted.getSelection().getStartKey())!;
  const withData = Modifier.setBlockData(content, SelectionState.createEmpty(atomic.getKey()), ImmutableMap(data));
  return EditorState.forceSelection(EditorState.push(inserted, withData, 'insert-fragment'), inserted.getSelection());
}

/** Inserts a table block after the cursor's block (draft-js keeps it as an atomic block with the table as data). */
export function insertTable(state: EditorState, table: TableData = NEW_TABLE): EditorState {
  return insertAtomic(state, { [TABLE_KEY]: table });
}

/** Replaces the table held by block `key`; `null` removes the table (a paragraph takes its place when it was alone). */
export function updateTable(state: EditorState, key: string, table: TableData | null): EditorState {
  if (table) {
    const content = Modifier.setBlockData(state.getCurrentContent(), SelectionState.createEmpty(key), ImmutableMap({ [TABLE_KEY]: table }));
    return EditorState.push(state, content, 'change-block-data');
  }
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(key);
  const paragraph = block.merge({ type: 'unstyled', text: '', characterList: List(), data: ImmutableMap() }) as ContentBlock;
  const neighbour = content.getBlockAfter(key) ?? content.getBlockBefore(key);
  const blockMap = neighbour ? content.getBlockMap().delete(key) : content.getBlockMap().set(key, paragraph);
  const caret = neighbour ?? paragraph;
  const selection = SelectionState.createEmpty(caret.getKey());
  const next = content.merge({ blockMap, selectionBefore: state.getSelection(), selectionAfter: selection }) as ContentState;
  return EditorState.forceSelection(EditorState.push(state, next, 'remove-range'), selection);
}

const without = <T>(items: T[], index: number) => items.filter((_, i) => i !== index);

/** Rows a table keeps at least: one body row, below the header row if it has one. */
const minRows = (table: TableData) => (table.header ? 2 : 1);

/** Grid edits; each keeps at least one body row and one column. Cells hold cleanCell's inline HTML. */
export const tableEdits = {
  setCell: (table: TableData, row: number, column: number, html: string): TableData => ({
    ...table,
    rows: table.rows.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? html : cell)) : cells)),
  }),
  /** An empty row at index `at` (above row r: r; below it: r + 1). */
  insertRow: (table: TableData, at: number): TableData => {
    const rows = [...table.rows];
    rows.splice(
      at,
      0,
      table.rows[0]!.map(() => ''),
    );
    return { ...table, rows };
  },
  removeRow: (table: TableData, row: number): TableData => (table.rows.length > minRows(table) ? { ...table, rows: without(table.rows, row) } : table),
  /** An empty column at index `at` (left of column c: c; right of it: c + 1). */
  insertColumn: (table: TableData, at: number): TableData => ({
    ...table,
    rows: table.rows.map((cells) => [...cells.slice(0, at), '', ...cells.slice(at)]),
  }),
  removeColumn: (table: TableData, column: number): TableData =>
    table.rows[0]!.length > 1 ? { ...table, rows: table.rows.map((cells) => without(cells, column)) } : table,
  toggleHeader: (table: TableData): TableData => (table.header || table.rows.length > 1 ? { ...table, header: !table.header } : table),
};
