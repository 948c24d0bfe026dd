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

/**
 * Wide tables scroll inside their own box on a phone, so the page never scrolls sideways; a shadow at an edge with
 * more table past it is the hint (the covers scroll with the table, the shadows stay with the box).
 */
const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  background:
    linear-gradient(to right, ${color('surface')} 30%, transparent) left / 24px 100% no-repeat local,
    linear-gradient(to left, ${color('surface')} 30%, transparent) right / 24px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.22), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.22), transparent) right / 12px 100% no-repeat scroll;
`;

/** The heading row: one column header a name. */
function head(columns: readonly string[]) {
  const cells = columns.map((column) => createElement('th', { key: column, scope: 'col' }, column));
  return createElement('thead', { key: 'head' }, createElement('tr', null, cells));
}

/** A table; given `columns`, it writes their heading row and its children (the rows) are its body. */
export const Table = ({ columns, children, ...props }: ComponentProps<'table'> & { columns?: readonly string[] }) =>
  createElement(Scroll, null, createElement(TableElement, props, columns ? [head(columns), createElement('tbody', { key: 'body' }, children)] : children));
