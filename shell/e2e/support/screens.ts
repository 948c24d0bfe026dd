/** The four looks a screen is checked in (issue 44's tests): a laptop and a phone width, light and dark. */
export const WIDTHS_AND_SCHEMES = [
  [1280, 'light'],
  [390, 'dark'],
  [1280, 'dark'],
  [390, 'light'],
] as const;
