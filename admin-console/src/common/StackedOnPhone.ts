import styled from 'styled-components';
import { color, space } from '@kb/ui';

/**
 * Around a table whose rows carry actions: on a phone each row is a block of its cells, one under another (the
 * heading row is left to screen readers), so the actions sit inside the window instead of past a sideways scroll.
 * A cell with `data-label` is then preceded by its column's name.
 */
export const StackedOnPhone = styled.div`
  @media (max-width: 600px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: flex;
      flex-direction: column;
      gap: ${space(1)};
      padding: ${space(2)} 0;
      border-bottom: 1px solid ${color('border')};
    }
    th,
    td {
      display: block;
      padding: 0;
      border-bottom: none;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${color('textMuted')};
    }
  }
`;
