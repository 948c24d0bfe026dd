import { isImageFigure } from './figureHtml';
import { VALUE_STYLES } from './inlineStyles';

/** Block elements draft-js cannot hold; they are kept whole as raw HTML blocks. */
const RAW_BLOCK_TAGS = new Set(['TABLE', 'HR', 'DL', 'DETAILS', 'FIGURE']);
const INLINE_STYLED_TAGS = new Set(['SPAN', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'DEL', 'STRIKE', 'SUB', 'SUP', 'CODE', 'A']);
const CSS_PROPERTIES = Object.values(VALUE_STYLES) as string[];

/** Attribute marking a placeholder for a raw HTML block; its value indexes the list of raw blocks. */
export const RAW_BLOCK_ATTR = 'data-kb-raw';

/**
 * Rewrites parsed HTML into the shapes the importer understands, in place:
 * - each unsupported block (table, hr, a figure but an image figure, ..., and the top-level elements `keepWhole` picks) becomes a `<figure data-kb-raw="i">` placeholder, its HTML kept
 *   in the returned list;
 * - an inline element whose style carries several of colour, background, size and font gets one nested
 *   `<span>` per declaration (the importer takes one style per element);
 * - a formula's content becomes its LaTeX text only, and an iframe gets one character to anchor its entity.
 */
export function normalizeDom(body: HTMLElement, keepWhole: (element: Element) => boolean = () => false): string[] {
  const raw: string[] = [];
  const doc = body.ownerDocument;
  const whole = new Set(Array.from(body.children).filter(keepWhole));
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (!body.contains(element)) continue;
    if (((RAW_BLOCK_TAGS.has(element.tagName) && !isImageFigure(element)) || whole.has(element)) && !element.hasAttribute(RAW_BLOCK_ATTR)) {
      const placeholder = doc.createElement('figure');
      placeholder.setAttribute(RAW_BLOCK_ATTR, String(raw.length));
      placeholder.textContent = '\u00a0';
      raw.push(element.outerHTML);
      element.replaceWith(placeholder);
    } else if (element.tagName === 'SPAN' && element.classList.contains('formula')) {
      element.textContent = element.textContent ?? '';
    } else if (element.tagName === 'IFRAME') {
      element.textContent = '\u00a0';
    } else if (INLINE_STYLED_TAGS.has(element.tagName)) {
      splitInlineStyle(element as HTMLElement);
    }
  }
  return raw;
}

/** Moves colour, background, size and font declarations into nested spans, one each. */
function splitInlineStyle(element: HTMLElement): void {
  const declarations = CSS_PROPERTIES.map((property) => [property, element.style.getPropertyValue(property)] as const).filter(([, value]) => value !== '');
  const keepOnElement = element.tagName === 'SPAN' && declarations.length === 1 && element.style.length === 1;
  if (declarations.length === 0 || keepOnElement) return;
  for (const [property] of declarations) element.style.removeProperty(property);
  if (element.getAttribute('style') === '') element.removeAttribute('style');
  let innermost: HTMLElement = element;
  for (const [property, value] of declarations) {
    const span = element.ownerDocument.createElement('span');
    span.style.setProperty(property, value);
    span.append(...Array.from(innermost.childNodes));
    innermost.append(span);
    innermost = span;
  }
}
