import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { safeStyle } from './safeStyle';

/** Video embeds are kept only from these hosts. */
export const VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/**
 * jsdom 27's selector engine adds listeners to the window for every document parsed on it and
 * never removes them, so each sanitise call on one window gets slower (6 ms → 20 ms per article
 * after 2,500) and memory grows. A fresh window every RECYCLE_AFTER calls keeps both flat.
 */
export const RECYCLE_AFTER = 200;

function createPurifier(): { window: JSDOM['window']; purifier: DOMPurify } {
  const { window } = new JSDOM('');
  const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return;
    const element = node as Element;
    const src = element.getAttribute('src') ?? '';
    let host = '';
    try {
      const url = new URL(src);
      host = url.protocol === 'https:' ? url.host : '';
    } catch {
      host = '';
    }
    if (!VIDEO_HOSTS.includes(host)) element.parentNode?.removeChild(element);
  });

  /** Inline styles keep only the editor's safe properties (colours, sizes, fonts, alignment, direction, indent). */
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = safeStyle(data.attrValue, window.document);
    if (!data.attrValue) data.keepAttr = false;
  });

  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
      element.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return { window, purifier };
}

let current = createPurifier();
let calls = 0;

/** The purifier, on a fresh window every RECYCLE_AFTER calls (the previous result is used by then). */
function purifier(): DOMPurify {
  if (calls >= RECYCLE_AFTER) {
    current.window.close();
    current = createPurifier();
    calls = 0;
  }
  calls += 1;
  return current.purifier;
}

const CONFIG = {
  // HTML and MathML (formula output); no inline SVG, which the editor never produces.
  USE_PROFILES: { html: true, mathMl: true },
  // semantics/annotation: KaTeX's MathML keeps the TeX source there (annotation holds text only).
  ADD_TAGS: ['iframe', 'semantics', 'annotation'],
  // data-formula / data-latex carry a formula's TeX source for the editor.
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'encoding', 'data-formula', 'data-latex'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
  ALLOW_DATA_ATTR: false,
};

/** Sanitises admin-edited HTML and returns it as a detached <body> to work on. */
export function sanitizeToBody(html: string): HTMLElement {
  return purifier().sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, CONFIG) as string;
}
