import { AtomicBlockUtils, EditorState, Modifier, SelectionState } from 'draft-js';
import { Map as ImmutableMap } from 'immutable';
import { TABLE_KEY, type TableData } from '../html/tableHtml';

/** A new table: a header row and two rows of three columns. */
export const NEW_TABLE: TableData = { header: true, rows: [['', '', ''], ['', '', ''], ['', '', '']] };

/** Inserts a table block after the cursor's block (draft-js keeps it as an atomic block with the table as data). */
export function insertTable(state: EditorState, table: TableData = NEW_TABLE): EditorState {
  const withEntity = state.getCurrentContent().createEntity('TABLE', 'IMMUTABLE', {});
  const inserted = AtomicBlockUtils.insertAtomicBlock(EditorState.set(state, { currentContent: withEntity }), withEntity.getLastCreatedEntityKey(), ' ');
  const content = inserted.getCurrentContent();
  const atomic = content.getBlockBefore(inserted.getSelection().getStartKey())!;
  const withTable = Modifier.setBlockData(content, SelectionState.createEmpty(atomic.getKey()), ImmutableMap({ [TABLE_KEY]: table }));
  return EditorState.forceSelection(EditorState.push(inserted, withTable, 'insert-fragment'), inserted.getSelection());
}

/** Replaces the table held by block `key`. */
export function updateTable(state: EditorState, key: string, table: TableData): EditorState {
  const content = Modifier.setBlockData(state.getCurrentContent(), SelectionState.createEmpty(key), ImmutableMap({ [TABLE_KEY]: table }));
  return EditorState.push(state, content, 'change-block-data');
}

const without = <T,>(items: T[], index: number) => items.filter((_, i) => i !== index);

/** Rows a table keeps at least: one body row, below the header row if it has one. */
const minRows = (table: TableData) => (table.header ? 2 : 1);

/** Grid edits; each keeps at least one body row and one column. */
export const tableEdits = {
  setCell: (table: TableData, row: number, column: number, text: string): TableData => ({
    ...table,
    rows: table.rows.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? text : cell)) : cells)),
  }),
  addRow: (table: TableData, after: number): TableData => {
    const rows = [...table.rows];
    rows.splice(after + 1, 0, table.rows[0]!.map(() => ''));
    return { ...table, rows };
  },
  removeRow: (table: TableData, row: number): TableData => (table.rows.length > minRows(table) ? { ...table, rows: without(table.rows, row) } : table),
  addColumn: (table: TableData, after: number): TableData => ({
    ...table,
    rows: table.rows.map((cells) => [...cells.slice(0, after + 1), '', ...cells.slice(after + 1)]),
  }),
  removeColumn: (table: TableData, column: number): TableData =>
    table.rows[0]!.length > 1 ? { ...table, rows: table.rows.map((cells) => without(cells, column)) } : table,
  toggleHeader: (table: TableData): TableData => (table.header || table.rows.length > 1 ? { ...table, header: !table.header } : table),
};
