import { createGlobalStyle } from 'styled-components';
import { color, radius, space } from '@kb/ui';

/**
 * Form controls take the page's font in the admin screens (browsers default them to a smaller system font), and
 * the fields no component styles (a filter's select, a form's date) look like `@kb/ui`'s Input beside them. At
 * zero specificity (`:where`), so every styled control keeps its own look.
 */
export const AdminStyle = createGlobalStyle`
  button, input, select, textarea { font-family: inherit; }
  :where(input:not([type='checkbox'], [type='radio'], [type='file'], [type='color']), select, textarea) {
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color('border')};
    border-radius: ${radius.sm};
    background: ${color('bg')};
    color: ${color('text')};
  }
`;
