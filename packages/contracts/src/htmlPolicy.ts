import { parseUrl } from './urls';

/**
 * What admin-edited article HTML may contain: one policy for the API's sanitiser (on save) and the
 * browsers' (before rendering), so that both keep and remove the same things. Each side runs
 * DOMPurify with HTML_POLICY and registers the hooks below with addPolicyHooks.
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

/** Attributes that hold a URL. */
const URL_ATTRIBUTES = new Set(['src', 'href', 'cite', 'poster', 'action', 'formaction', 'xlink:href']);

/**
 * uponSanitizeAttribute hook: a URL attribute that is not a valid URL (`https://exa mple.com/a.png`)
 * is dropped, so no page, preview or head tag built from the HTML has to cope with it.
 */
export function keepValidUrl(data: { attrName: string; attrValue: string; keepAttr?: boolean }): void {
  if (!URL_ATTRIBUTES.has(data.attrName)) return;
  if (!parseUrl(data.attrValue.trim(), 'https://base.invalid/')) data.keepAttr = false;
}

/** The class of a 'Best Practice' box (SPEC §2), which the public page styles. */
export const BEST_PRACTICE_CLASS = 'kb-best-practice';

/** The first child that is not blank text. */
function firstContent(node: Node): Node | undefined {
  return [...node.childNodes].find((child) => child.nodeType !== 3 || child.textContent?.trim());
}

/**
 * afterSanitizeAttributes hook: a blockquote that opens with a bold 'Best Practice' label (directly or in
 * its first paragraph) is marked as the Best Practice box it is, so the stored HTML carries it and the
 * public page (on the server and in the browser) shows it as such.
 */
export function markBestPractice(node: Element): void {
  if (node.tagName !== 'BLOCKQUOTE') return;
  let first = firstContent(node);
  if (first?.nodeName === 'P') first = firstContent(first);
  if (first?.nodeName !== 'STRONG' || !/^\s*Best Practice\b/i.test(first.textContent ?? '')) return;
  node.classList.add(BEST_PRACTICE_CLASS);
  node.setAttribute('role', 'note');
}

/** The class of an image figure the editor writes: `<figure class="kb-image kb-image-<size>"><img><figcaption>`. */
export const IMAGE_FIGURE_CLASS = 'kb-image';
/** The sizes an image figure may have besides full width (which has no size class); the public page styles each. */
export const IMAGE_SIZES = ['small', 'medium'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
const IMAGE_SIZE_PREFIX = `${IMAGE_FIGURE_CLASS}-`;

/**
 * afterSanitizeAttributes hook: a `kb-image-<size>` class is kept only on an image figure (`figure.kb-image`) and
 * only for a size of IMAGE_SIZES, so the stored HTML carries no size the public page does not draw.
 */
export function keepKnownImageSize(node: Element): void {
  const sizes = Array.from(node.classList ?? []).filter((name) => name.startsWith(IMAGE_SIZE_PREFIX));
  if (!sizes.length) return;
  const figure = node.tagName === 'FIGURE' && node.classList.contains(IMAGE_FIGURE_CLASS);
  for (const name of sizes) {
    if (!figure || !(IMAGE_SIZES as readonly string[]).includes(name.slice(IMAGE_SIZE_PREFIX.length))) node.classList.remove(name);
  }
  if (!node.classList.length) node.removeAttribute('class');
}

/** afterSanitizeAttributes hook: links that open a new tab get rel="noopener noreferrer". */
export function secureNewTabLink(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

type AttributeData = { attrName: string; attrValue: string; keepAttr?: boolean };

/** The part of a DOMPurify instance the policy needs (contracts do not depend on DOMPurify itself). */
export interface PolicyPurifier {
  addHook(entry: 'uponSanitizeElement', hook: (node: Node, data: { tagName: string }) => void): void;
  addHook(entry: 'uponSanitizeAttribute', hook: (node: Element, data: AttributeData) => void): void;
  addHook(entry: 'afterSanitizeAttributes', hook: (node: Element) => void): void;
}

/**
 * Registers the policy's hooks on a DOMPurify instance: video hosts, safe styles, valid URLs, new-tab
 * links, Best Practice boxes, image figures' sizes.
 */
export function addPolicyHooks(purifier: PolicyPurifier, document: Document): void {
  purifier.addHook('uponSanitizeElement', dropForeignIframe);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => keepSafeStyle(data, document));
  purifier.addHook('uponSanitizeAttribute', (_node, data) => keepValidUrl(data));
  purifier.addHook('afterSanitizeAttributes', (node) => {
    secureNewTabLink(node);
    markBestPractice(node);
    keepKnownImageSize(node);
  });
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
