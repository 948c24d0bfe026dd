import { createGlobalStyle } from 'styled-components';
import { color, cssVariables, darkColors, font, lightColors } from './tokens';

export const themeCss = `:root, [data-theme='light'] { ${cssVariables(lightColors)} }
[data-theme='dark'] { ${cssVariables(darkColors)} }`;

export const GlobalStyle = createGlobalStyle`
  ${themeCss}
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${color('bg')};
    color: ${color('text')};
    font-family: ${font.body};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${color('accent')}; }
  :focus-visible { outline: 3px solid ${color('focus')}; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
