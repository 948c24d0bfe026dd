import { css } from 'styled-components';
import { color, space } from '@kb/ui';

/** A list without bullets or indent. */
const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Links side by side, wrapping, a small gap apart: the search suggestions and search help's categories. */
export const chipList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  ${plainList}
`;

/** Cards in as many columns at least 14rem wide as fit: the categories on home and a category's children. */
export const cardGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${space(3)};
  ${plainList}
`;

/**
 * A titled list of article links ("Popular articles", "Related articles"): the heading, the links `gap`
 * spacing steps apart and each link's muted note.
 */
export const articleList = (gap: number) => css`
  h2 {
    margin: 0 0 ${space(3)};
    font-size: 1.125rem;
  }
  ul {
    display: grid;
    gap: ${space(gap)};
    ${plainList}
  }
  span {
    color: ${color('textMuted')};
    font-size: 0.875rem;
  }
`;
