import { createGlobalStyle } from 'styled-components';

/** Form controls take the page's font in the admin screens (browsers default them to a smaller system font). */
export const AdminStyle = createGlobalStyle`
  button, input, select, textarea { font-family: inherit; }
`;
