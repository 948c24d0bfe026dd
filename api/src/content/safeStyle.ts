/**
 * CSS properties kept in `style` attributes: what the editor writes (colour, background, size, font,
 * alignment, direction, indent) and what formula output (KaTeX) needs for layout.
 */
const ALLOWED_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-decoration-line',
  'text-align',
  'direction',
  'margin-left',
  'margin-right',
  'padding-left',
  'padding-right',
  'text-indent',
  'vertical-align',
  'line-height',
  'height',
  'width',
  'min-width',
  'max-width',
  'top',
  'white-space',
  'list-style-type',
]);

/** Values that could fetch, run or escape anything are dropped whatever the property. */
const UNSAFE_VALUE = /url\s*\(|expression\s*\(|javascript:|vbscript:|data:|image-set|@import|behavio(u)?r|-moz-binding|\\|[<>`{};]/i;

/** `position` is kept only as `relative` (formula layout); fixed or absolute could overlay the page. */
const POSITION_VALUES = new Set(['relative', 'static']);

/** Parses a style attribute with the DOM's CSS parser and rebuilds it from the allowed declarations. */
export function safeStyle(style: string, document: Document): string {
  const probe = document.createElement('span');
  probe.setAttribute('style', style);
  const kept: string[] = [];
  for (let index = 0; index < probe.style.length; index += 1) {
    const property = probe.style.item(index).toLowerCase();
    const value = probe.style.getPropertyValue(property).trim();
    if (!value || UNSAFE_VALUE.test(value)) continue;
    const allowed = ALLOWED_PROPERTIES.has(property) || (property === 'position' && POSITION_VALUES.has(value.toLowerCase()));
    if (allowed) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
