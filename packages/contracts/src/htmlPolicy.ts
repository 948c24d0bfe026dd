/**
 * What admin-edited article HTML may contain: one policy for the API's sanitiser (on save) and the
 * browsers' (before rendering), so that both keep and remove the same things. Each side runs
 * DOMPurify with HTML_POLICY and registers the three hooks below.
 */

/** Video embeds are kept only from these hosts, over https. */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

export const HTML_POLICY = {
  // HTML and MathML (formula output); no inline SVG, which the editor never produces.
  USE_PROFILES: { html: true, mathMl: true },
  // semantics/annotation: KaTeX's MathML keeps the TeX source there (annotation holds text only).
  ADD_TAGS: ['iframe', 'semantics', 'annotation'],
  // data-formula / data-latex carry a formula's TeX source for the editor.
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'encoding', 'data-formula', 'data-latex'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
  ALLOW_DATA_ATTR: false,
};

/** uponSanitizeElement hook: drops an iframe unless it is an https embed from VIDEO_HOSTS. */
export function dropForeignIframe(node: Node, data: { tagName: string }): void {
  if (data.tagName !== 'iframe') return;
  const element = node as Element;
  let host = '';
  try {
    const url = new URL(element.getAttribute('src') ?? '');
    host = url.protocol === 'https:' ? url.host : '';
  } catch {
    host = '';
  }
  if (!VIDEO_HOSTS.includes(host)) element.parentNode?.removeChild(element);
}

/** uponSanitizeAttribute hook: a style attribute keeps only the declarations safeStyle allows. */
export function keepSafeStyle(data: { attrName: string; attrValue: string; keepAttr?: boolean }, document: Document): void {
  if (data.attrName !== 'style') return;
  data.attrValue = safeStyle(data.attrValue, document);
  if (!data.attrValue) data.keepAttr = false;
}

/** afterSanitizeAttributes hook: links that open a new tab get rel="noopener noreferrer". */
export function secureNewTabLink(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

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
