import { ContentState } from 'draft-js';
import { stateFromHTML, type CustomBlockObject, type InlineCreators } from 'draft-js-import-html';
import { calloutData, liftCalloutLabels } from './calloutHtml';
import { figureImageData, liftFigures } from './figureHtml';
import { SUBSCRIPT, SUPERSCRIPT, VALUE_STYLES, normalizeCssValue, valueStyle, type ValueStylePrefix } from './inlineStyles';
import { RAW_BLOCK_ATTR, normalizeDom } from './normalizeDom';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';
import { TABLE_KEY, parseTable } from './tableHtml';

/** Entity types beyond draft-js's LINK and IMAGE. */
export const FORMULA = 'FORMULA';
export const VIDEO = 'VIDEO';

/** Block data keys for alignment, direction and indentation. */
export interface BlockLayout {
  textAlign?: string;
  direction?: 'rtl' | 'ltr';
  indent?: number;
}

/** One indentation level, in em. */
export const INDENT_EM = 3;
const ALIGNMENTS = new Set(['center', 'right', 'justify']);
const PREFIX_OF_PROPERTY = Object.fromEntries(Object.entries(VALUE_STYLES).map(([prefix, css]) => [css, prefix])) as Record<string, ValueStylePrefix>;

const LANGUAGE_CLASS = /^language-([\w+#-]{1,40})$/;

/** Block data beyond layout: a callout's kind, a code block's language. */
function kindOf(element: Element): Record<string, string> {
  const callout = calloutData(element);
  if (callout) return callout;
  const code = element.tagName === 'PRE' && element.firstElementChild?.tagName === 'CODE' ? element.firstElementChild : null;
  const language = code ? LANGUAGE_CLASS.exec(code.getAttribute('class') ?? '') : null;
  return language ? { language: language[1]! } : {};
}

function layoutOf(element: HTMLElement): BlockLayout | null {
  const layout: BlockLayout = {};
  const align = element.style?.textAlign;
  if (align && ALIGNMENTS.has(align)) layout.textAlign = align;
  const dir = element.getAttribute('dir');
  if (dir === 'rtl' || dir === 'ltr') layout.direction = dir;
  const margin = /^([\d.]+)em$/.exec(element.style?.marginLeft ?? '');
  if (margin) layout.indent = Math.max(1, Math.round(Number(margin[1]) / INDENT_EM));
  return Object.keys(layout).length ? layout : null;
}

/** The importer's entity creator also takes a mutability (its typings omit it). */
type EntityCreator = (type: string, data: Record<string, string>, mutability: 'IMMUTABLE' | 'MUTABLE') => ReturnType<InlineCreators['Entity']>;

function inlineOf(element: Element, { Style, Entity }: InlineCreators) {
  const entity = Entity as unknown as EntityCreator;
  const figureImage = figureImageData(element);
  if (figureImage) return entity('IMAGE', { ...figureImage }, 'IMMUTABLE');
  if (element.tagName === 'SPAN' && element.classList.contains('formula')) {
    return entity(FORMULA, { latex: element.textContent ?? '' }, 'IMMUTABLE');
  }
  if (element.tagName === 'IFRAME') {
    const data: Record<string, string> = { src: element.getAttribute('src') ?? '' };
    for (const name of ['width', 'height']) {
      const value = element.getAttribute(name);
      if (value) data[name] = value;
    }
    return entity(VIDEO, data, 'IMMUTABLE');
  }
  if (element.tagName === 'SPAN') {
    const style = (element as HTMLElement).style;
    if (style?.length === 1) {
      const property = style.item(0);
      const prefix = PREFIX_OF_PROPERTY[property];
      if (prefix) return Style(valueStyle(prefix, normalizeCssValue(prefix, style.getPropertyValue(property))));
    }
  }
  return null;
}

/**
 * Parses article HTML into draft-js content. Blocks draft-js cannot hold (tables it cannot edit, rules…),
 * and the top-level elements `keepWhole` picks, survive as raw blocks (see editorHtml.ts).
 */
export function fromHtml(html: string, keepWhole?: (element: Element) => boolean): ContentState {
  let raw: string[] = [];
  return stateFromHTML(html, {
    parser: (source: string) => {
      const body = new DOMParser().parseFromString(sanitizeEditorHtml(source), 'text/html').body as HTMLBodyElement;
      raw = normalizeDom(body, keepWhole);
      liftCalloutLabels(body);
      liftFigures(body);
      return body;
    },
    elementStyles: { sub: SUBSCRIPT, sup: SUPERSCRIPT },
    customInlineFn: inlineOf,
    customBlockFn: (element: Element): CustomBlockObject | null => {
      const index = element.getAttribute(RAW_BLOCK_ATTR);
      if (index !== null) {
        const html = raw[Number(index)] ?? '';
        const table = parseTable(html);
        return { type: 'atomic', data: table ? { [TABLE_KEY]: table } : { rawHtml: html } };
      }
      const data = { ...layoutOf(element as HTMLElement), ...kindOf(element) };
      return Object.keys(data).length ? { data } : null;
    },
  });
}
