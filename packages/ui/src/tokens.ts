/** Design tokens. Colours become CSS variables per theme; everything else is static. */
export const lightColors = {
  bg: '#ffffff',
  bgSubtle: '#f5f7fa',
  surface: '#ffffff',
  text: '#16202c',
  textMuted: '#4b5768',
  border: '#d8dee6',
  accent: '#0b63c5',
  accentText: '#ffffff',
  focus: '#0b63c5',
  danger: '#b42318',
  success: '#1d7a3a',
  warning: '#8a5a00',
  highlight: '#fff1a8',
  tierHigh: '#1d8a43',
  tierMedium: '#b58900',
  tierLow: '#d9622b',
  bestPracticeBg: '#eaf6ee',
  bestPracticeBorder: '#1d8a43',
} as const;

export type ColorName = keyof typeof lightColors;

export const darkColors: Record<ColorName, string> = {
  bg: '#0f141a',
  bgSubtle: '#161d26',
  surface: '#1b232d',
  text: '#e8edf3',
  textMuted: '#a9b4c2',
  border: '#2e3a48',
  accent: '#6cb4ff',
  accentText: '#0f141a',
  focus: '#8cc4ff',
  danger: '#ff8a80',
  success: '#6fd391',
  warning: '#f5c65b',
  highlight: '#5a4a00',
  tierHigh: '#4cc173',
  tierMedium: '#e3b341',
  tierLow: '#f0884f',
  bestPracticeBg: '#15301f',
  bestPracticeBorder: '#4cc173',
};

/** `var(--kb-color-…)` for a colour token. */
export const color = (name: ColorName): string => `var(--kb-color-${name})`;

export const space = (n: number): string => `${n * 0.25}rem`;

export const radius = { sm: '4px', md: '8px', lg: '12px' } as const;

/** The widest an image figure of each size is drawn (`figure.kb-image-<size>`; full width has no limit), never wider than its column. */
export const imageWidth = { small: '16rem', medium: '28rem' } as const;

export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export function cssVariables(colors: Record<ColorName, string>): string {
  return Object.entries(colors)
    .map(([name, value]) => `--kb-color-${name}: ${value};`)
    .join(' ');
}
