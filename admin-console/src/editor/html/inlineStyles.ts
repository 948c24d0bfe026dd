/**
 * Inline styles that carry a value are named 'PREFIX:value' in draft-js (for example 'COLOR:#b42318');
 * they become one CSS declaration in the HTML. The fixed ones are draft-js names or SUBSCRIPT/SUPERSCRIPT.
 */
export const VALUE_STYLES = {
  COLOR: 'color',
  BG: 'background-color',
  SIZE: 'font-size',
  FONT: 'font-family',
} as const;
export type ValueStylePrefix = keyof typeof VALUE_STYLES;

/** CSS property (camelCase, as draft-js and React take it) of each prefix. */
const VALUE_STYLE_CSS_KEYS: Record<ValueStylePrefix, 'color' | 'backgroundColor' | 'fontSize' | 'fontFamily'> = {
  COLOR: 'color',
  BG: 'backgroundColor',
  SIZE: 'fontSize',
  FONT: 'fontFamily',
};

export const SUBSCRIPT = 'SUBSCRIPT';
export const SUPERSCRIPT = 'SUPERSCRIPT';

/** SPEC §9: size options small, normal, large, huge. Normal is no style at all. */
export const SIZE_OPTIONS = [
  { label: 'Small', value: '0.75em' },
  { label: 'Normal', value: '' },
  { label: 'Large', value: '1.5em' },
  { label: 'Huge', value: '2.5em' },
] as const;

export const FONT_OPTIONS = [
  { label: 'Sans Serif', value: '' },
  { label: 'Serif', value: 'Georgia, serif' },
  { label: 'Monospace', value: 'monospace' },
] as const;

/** Text and background colours offered by the toolbar ('' removes the colour). */
export const COLOR_OPTIONS = [
  { label: 'Default', value: '' },
  { label: 'Red', value: '#c0392b' },
  { label: 'Orange', value: '#d35400' },
  { label: 'Yellow', value: '#f1c40f' },
  { label: 'Green', value: '#1e8449' },
  { label: 'Blue', value: '#1f5fbf' },
  { label: 'Purple', value: '#7d3c98' },
  { label: 'Grey', value: '#7f8c8d' },
] as const;

export function valueStyle(prefix: ValueStylePrefix, value: string): string {
  return `${prefix}:${value}`;
}

/** Splits 'COLOR:#fff' into its prefix and value; null for styles without a value. */
export function parseValueStyle(style: string): { prefix: ValueStylePrefix; value: string } | null {
  const colon = style.indexOf(':');
  if (colon < 0) return null;
  const prefix = style.slice(0, colon);
  if (!(prefix in VALUE_STYLES)) return null;
  return { prefix: prefix as ValueStylePrefix, value: style.slice(colon + 1) };
}

/** The CSS of a set of inline styles: value styles become declarations, sub/superscript shift the text. */
export function cssOfStyles(styles: Iterable<string>): Record<string, string> {
  const css: Record<string, string> = {};
  for (const style of styles) {
    const parsed = parseValueStyle(style);
    if (parsed) css[VALUE_STYLE_CSS_KEYS[parsed.prefix]] = parsed.value;
  }
  return css;
}

/** Browsers report colours as rgb(r, g, b); the toolbar's options are hex, so hex is the stored form. */
export function normalizeCssValue(prefix: ValueStylePrefix, value: string): string {
  if (prefix !== 'COLOR' && prefix !== 'BG') return value;
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(value);
  if (!rgb) return value;
  return `#${rgb
    .slice(1, 4)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}
