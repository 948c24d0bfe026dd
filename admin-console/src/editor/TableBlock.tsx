import type { ContentBlock } from 'draft-js';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { color, font, radius, space } from '@kb/ui';
import { BlockFrame, sameBlock } from './BlockFrame';
import { tableEdits } from './commands/tableCommands';
import { TABLE_KEY, type TableData } from './html/tableHtml';
import { focusAtEnd } from './table/cellDom';
import { TableCell } from './table/TableCell';
import { TableMenu, type TableMenuItem } from './table/TableMenu';

export interface TableBlockProps {
  /** Replaces the table of block `key`; null removes the table. */
  onChange: (key: string, table: TableData | null) => void;
}

/** Events in a cell stay there: draft-js, around the table, would take the typing as its own. */
const keep = (event: SyntheticEvent) => event.stopPropagation();
const OWN_EVENTS = {
  onKeyDown: keep,
  onKeyUp: keep,
  onKeyPress: keep,
  onBeforeInput: keep,
  onInput: keep,
  onSelect: keep,
  onPaste: keep,
  onCut: keep,
  onCopy: keep,
  onCompositionStart: keep,
  onCompositionEnd: keep,
  onDrop: keep,
  onDragStart: keep,
  onClick: keep,
  onMouseDown: keep,
  onMouseUp: keep,
  onFocus: keep,
  onBlur: keep,
  onContextMenu: keep,
};

interface At {
  row: number;
  column: number;
}

const cellLabel = (table: TableData, row: number, column: number) =>
  table.header && row === 0 ? `Header, column ${column + 1}` : `Row ${table.header ? row : row + 1}, column ${column + 1}`;

/** Rows a table keeps at least (tableEdits): one body row, below the header row if it has one. */
const minRows = (table: TableData) => (table.header ? 2 : 1);

/**
 * A table as a grid of cells, each edited in place with bold, italic, code and links (TableCell). Tab and Shift+Tab
 * move between cells, Tab in the last cell adds a row; the row and column menu opens from the focused cell's ⋮
 * button, a right click or Shift+F10.
 */
export const TableBlock = memo(function TableBlock({ block, blockProps }: { block: ContentBlock; blockProps: TableBlockProps }) {
  const table = block.getData().get(TABLE_KEY) as TableData;
  const [at, setAt] = useState<At>({ row: 0, column: 0 });
  const [menu, setMenu] = useState(false);
  const gridRef = useRef<HTMLTableElement>(null);
  /** The cell that gets the focus once the table has been drawn again (a row added by Tab, a menu action). */
  const focusNext = useRef<At | null>(null);
  const width = table.rows[0]!.length;
  const row = Math.min(at.row, table.rows.length - 1);
  const column = Math.min(at.column, width - 1);

  const cellAt = useCallback((place: At) => gridRef.current?.querySelector<HTMLElement>(`[data-cell="${place.row}:${place.column}"]`) ?? null, []);

  useEffect(() => {
    const place = focusNext.current;
    const cell = place && cellAt(place);
    if (!cell) return;
    focusNext.current = null;
    focusAtEnd(cell);
  });

  const change = (next: TableData, focus?: At) => {
    if (focus) focusNext.current = focus;
    blockProps.onChange(block.getKey(), next);
  };

  const moveBy = (from: At, by: 1 | -1) => {
    const index = from.row * width + from.column + by;
    if (index < 0) return;
    const to = { row: Math.floor(index / width), column: index % width };
    if (to.row >= table.rows.length) change(tableEdits.insertRow(table, table.rows.length), to);
    else focusAtEnd(cellAt(to)!);
  };

  const handleTableKey = (event: KeyboardEvent, place: At) => {
    if (event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      moveBy(place, event.shiftKey ? -1 : 1);
    } else if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      setMenu(true);
    }
  };

  const closeMenu = useCallback(
    (refocus: boolean) => {
      setMenu(false);
      const cell = refocus ? cellAt({ row, column }) : null;
      if (cell && !focusNext.current) focusAtEnd(cell);
    },
    [cellAt, row, column],
  );

  const rowsLeft = table.rows.length > minRows(table);
  const items: TableMenuItem[] = [
    { label: 'Insert row above', run: () => change(tableEdits.insertRow(table, row), { row, column }) },
    { label: 'Insert row below', run: () => change(tableEdits.insertRow(table, row + 1), { row: row + 1, column }) },
    { label: 'Insert column left', run: () => change(tableEdits.insertColumn(table, column), { row, column }) },
    { label: 'Insert column right', run: () => change(tableEdits.insertColumn(table, column + 1), { row, column: column + 1 }) },
    {
      label: 'Delete row',
      disabled: !rowsLeft,
      separated: true,
      run: () => change(tableEdits.removeRow(table, row), { row: Math.min(row, table.rows.length - 2), column }),
    },
    {
      label: 'Delete column',
      disabled: width < 2,
      run: () => change(tableEdits.removeColumn(table, column), { row, column: Math.min(column, width - 2) }),
    },
    {
      label: 'Header row',
      checked: table.header,
      disabled: !table.header && table.rows.length < 2,
      separated: true,
      run: () => change(tableEdits.toggleHeader(table), { row, column }),
    },
    { label: 'Delete table', separated: true, run: () => blockProps.onChange(block.getKey(), null) },
  ];

  const current = cellAt({ row, column });

  return (
    <Box contentEditable={false} suppressContentEditableWarning {...OWN_EVENTS} role="group" aria-label="Table">
      <Grid ref={gridRef}>
        <tbody>
          {table.rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell, c) => {
                const Cell = table.header && r === 0 ? 'th' : 'td';
                const here = r === row && c === column;
                return (
                  <Cell
                    key={c}
                    data-current={here || undefined}
                    onContextMenu={(event) => {
                      event.preventDefault();
                      focusAtEnd(cellAt({ row: r, column: c })!);
                      setMenu(true);
                    }}
                  >
                    <TableCell
                      html={cell}
                      label={cellLabel(table, r, c)}
                      place={`${r}:${c}`}
                      onFocus={() => setAt({ row: r, column: c })}
                      onChange={(html) => change(tableEdits.setCell(table, r, c, html))}
                      onTableKey={(event) => handleTableKey(event, { row: r, column: c })}
                    />
                    {here ? (
                      <MenuButton
                        type="button"
                        aria-label="Table menu"
                        aria-haspopup="menu"
                        aria-expanded={menu}
                        title="Rows, columns and header row (Shift+F10)"
                        aria-keyshortcuts="Shift+F10"
                        tabIndex={-1}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => setMenu((open) => !open)}
                      >
                        ⋮
                      </MenuButton>
                    ) : null}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      {menu && current ? <TableMenu anchor={current.parentElement!} items={items} onClose={closeMenu} /> : null}
    </Box>
  );
}, sameBlock);

const Box = styled(BlockFrame)`
  user-select: none;

  /* draft-js puts an atomic block in a <figure>: without its 40 px sides a table has the article's width (a phone's). */
  figure:has(> &) {
    margin: 0;
  }
`;

const MenuButton = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius.sm};
  background: ${color('surface')};
  color: ${color('textMuted')};
  font-size: 0.875rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0;

  &:hover {
    border-color: ${color('accent')};
    color: ${color('text')};
  }
`;

const Grid = styled.table`
  border-collapse: collapse;

  th,
  td {
    position: relative;
    min-width: 7rem;
    border: 1px solid ${color('border')};
    padding: 0;
    vertical-align: top;
    text-align: left;
  }
  th {
    background: ${color('bgSubtle')};
    font-weight: 700;
  }
  /* The current cell's menu button shows while the table has the focus (a cell, or the button itself). */
  &:focus-within [data-current] > button,
  [data-current] > button[aria-expanded='true'],
  [data-current]:hover > button {
    opacity: 1;
  }
  [data-table-cell] {
    min-height: 1.6em;
    padding: ${space(1)} 28px ${space(1)} ${space(2)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${color('text')};
    user-select: text;
    cursor: text;
    outline: none;
  }
  [data-table-cell]:focus {
    box-shadow: inset 0 0 0 2px ${color('accent')};
  }
  code {
    padding: 0 0.2em;
    border-radius: ${radius.sm};
    background: ${color('bgSubtle')};
    font-family: ${font.mono};
    font-size: 0.9em;
  }
  th code {
    background: ${color('surface')};
  }
  a {
    color: ${color('accent')};
    text-decoration: underline;
  }
`;
