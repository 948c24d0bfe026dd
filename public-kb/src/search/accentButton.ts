import { css } from 'styled-components';
import { color, type ColorName } from '@kb/ui';

/** The look of a search button with an accent border and bold text: `background` (a colour or transparent) behind `text`, in the page's font. */
export const accentButton = (background: ColorName | 'transparent', text: ColorName) => css`
  border: 1px solid ${color('accent')};
  background: ${background === 'transparent' ? 'transparent' : color(background)};
  color: ${color(text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
