import { css } from 'styled-components';
import { color, space } from '@kb/ui';

/** A section of the right panel ('In This Article', 'Quick Actions'): its small capitals heading and its bare list. */
export const panelSection = css`
  h2 {
    margin: 0 0 ${space(2)};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${color('textMuted')};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
