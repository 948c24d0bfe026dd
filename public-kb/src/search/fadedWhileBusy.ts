import { css } from 'styled-components';

/**
 * A list that shows the answer to an earlier search while the one to the text typed is on its way (it has
 * aria-busy="true"): faded, once the wait has lasted a moment, so that a quick answer draws no flicker.
 */
export const fadedWhileBusy = css`
  transition: opacity 0.15s;
  &[aria-busy='true'] {
    opacity: 0.55;
    transition-delay: 0.2s;
  }
`;
