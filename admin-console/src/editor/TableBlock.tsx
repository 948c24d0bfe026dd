import type { ContentBlock } from 'draft-js';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { color, Row, space } from '@kb/ui';
import { surfaceControl } from '@kb/ui/controls';
import { BlockFrame } from './BlockFrame';
import { tableEdits } from './commands/tableCommands';
import { TABLE_KEY, type TableData } from './html/tableHtml';

export interface TableBlockProps {
  /** Replaces the table of block `key`. */
  onChange: (key: string, table: TableData) => void;
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
};

/** A table as a grid of text cells, with its row, column and header-row controls. */
export function TableBlock({ block, blockProps }: { block: ContentBlock; blockProps: TableBlockProps }) {
  const table = block.getData().get(TABLE_KEY) as TableData;
  const [at, setAt] = useState({ row: 0, column: 0 });
  const row = Math.min(at.row, table.rows.length - 1);
  const column = Math.min(at.column, table.rows[0]!.length - 1);
  const change = (next: TableData) => blockProps.onChange(block.getKey(), next);

  return (
    <Box contentEditable={false} suppressContentEditableWarning {...OWN_EVENTS} role="group" aria-label="Table">
      <Controls>
        <button type="button" onClick={() => change(tableEdits.addRow(table, row))}>Add row</button>
        <button type="button" onClick={() => change(tableEdits.removeRow(table, row))}>Remove row</button>
        <button type="button" onClick={() => change(tableEdits.addColumn(table, column))}>Add column</button>
        <button type="button" onClick={() => change(tableEdits.removeColumn(table, column))}>Remove column</button>
        <label>
          <input type="checkbox" checked={table.header} onChange={() => change(tableEdits.toggleHeader(table))} /> Header row
        </label>
      </Controls>
      <Grid>
        <tbody>
          {table.rows.map((cells, r) => (
            <tr key={r}>
              {cells.map((cell, c) => {
                const Cell = table.header && r === 0 ? 'th' : 'td';
                return (
                  <Cell key={c}>
                    <input
                      value={cell}
                      aria-label={table.header && r === 0 ? `Header, column ${c + 1}` : `Row ${table.header ? r : r + 1}, column ${c + 1}`}
                      onFocus={() => setAt({ row: r, column: c })}
                      onChange={(event) => change(tableEdits.setCell(table, r, c, event.target.value))}
                    />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Box>
  );
}

const Box = styled(BlockFrame)`
  user-select: none;
`;

const Controls = styled(Row).attrs({ $gap: 1 })`
  margin-bottom: ${space(2)};
  font-size: 0.75rem;

  button {
    padding: 2px ${space(2)};
    ${surfaceControl}
    cursor: pointer;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;

  th,
  td {
    border: 1px solid ${color('border')};
    padding: 0;
  }
  th {
    background: ${color('bgSubtle')};
  }
  input {
    width: 10rem;
    min-width: 4rem;
    padding: ${space(1)} ${space(2)};
    border: 0;
    background: transparent;
    color: ${color('text')};
    font: inherit;
    font-weight: inherit;
  }
`;
