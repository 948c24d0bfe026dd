import { createElement, type ComponentProps } from 'react';
import styled from 'styled-components';
import { color, space } from '@kb/ui';

const TableElement = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: ${space(1)} ${space(2)};
    border-bottom: 1px solid ${color('border')};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${color('textMuted')};
    font-weight: 600;
  }
  tbody th {
    font-weight: 500;
  }
  time span {
    white-space: nowrap;
  }
  @media (min-width: 721px) {
    time {
      white-space: nowrap;
    }
  }
`;

/** Wide tables scroll inside their own box on a phone, so the page never scrolls sideways. */
const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** The heading row: one column header a name. */
function head(columns: readonly string[]) {
  const cells = columns.map((column) => createElement('th', { key: column, scope: 'col' }, column));
  return createElement('thead', { key: 'head' }, createElement('tr', null, cells));
}

/** A table; given `columns`, it writes their heading row and its children (the rows) are its body. */
export const Table = ({ columns, children, ...props }: ComponentProps<'table'> & { columns?: readonly string[] }) =>
  createElement(Scroll, null, createElement(TableElement, props, columns ? [head(columns), createElement('tbody', { key: 'body' }, children)] : children));
