import { css } from 'styled-components';
import { color, radius, type ColorName } from './tokens';

/** The look of a bordered button or field: the border, `corner` rounding, `background` (a colour or none), the text colour and the page's font. */
export const bordered = (corner: keyof typeof radius, background: ColorName | 'none') => css`
  border: 1px solid ${color('border')};
  border-radius: ${radius[corner]};
  background: ${background === 'none' ? 'none' : color(background)};
  color: ${color('text')};
  font: inherit;
`;

/** The look of a button with neither border nor background (a link-like or menu button): `text` coloured, in the page's font. */
export const borderless = (text: ColorName) => css`
  border: 0;
  background: none;
  color: ${color(text)};
  font: inherit;
`;
