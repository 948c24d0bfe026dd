import { css } from 'styled-components';
import { borderless, space } from '@kb/ui';

/** A borderless button or link that fills its row, its icon and text side by side and left aligned (category tree, quick actions). */
export const rowButton = css`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  ${borderless('text')}
  font-size: 0.9375rem;
  text-align: left;
  cursor: pointer;
`;
