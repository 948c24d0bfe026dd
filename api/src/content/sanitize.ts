import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { HTML_POLICY, addPolicyHooks } from '@kb/contracts';
import { htmlToText } from '../search/htmlText';

/**
 * jsdom 27's selector engine adds listeners to the window for every document parsed on it and
 * never removes them, so each sanitise call on one window gets slower (6 ms → 20 ms per article
 * after 2,500) and memory grows. A fresh window every RECYCLE_AFTER calls keeps both flat.
 */
export const RECYCLE_AFTER = 200;

function createPurifier(): { window: JSDOM['window']; purifier: DOMPurify } {
  const { window } = new JSDOM('');
  const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

  // The policy shared with the browsers' sanitisers (@kb/contracts htmlPolicy).
  addPolicyHooks(purifier, window.document);
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

/** Sanitises admin-edited HTML and returns it as a detached <body> to work on. */
export function sanitizeToBody(html: string): HTMLElement {
  return purifier().sanitize(html, { ...HTML_POLICY, RETURN_DOM: true }) as HTMLElement;
}

/** Elements whose content a reader never sees as text (code, embeds' fallbacks): removing them loses markup only. */
const NOT_TEXT = 'script, style, template, iframe, noembed, noframes';
const EXCERPT_CHARS = 80;

/** The text a reader sees in a body, blocks apart, whitespace-normalised. */
function visibleText(body: HTMLElement): string {
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  return htmlToText(body.innerHTML).replace(/\s+/g, ' ');
}

/** Up to EXCERPT_CHARS of `before` from the word where `after` first differs from it. */
function lostExcerpt(before: string, after: string): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) index += 1;
  const start = before.lastIndexOf(' ', index) + 1;
  const rest = before.slice(start);
  return rest.length > EXCERPT_CHARS ? `${rest.slice(0, EXCERPT_CHARS).trimEnd()}…` : rest;
}

/**
 * Sanitises admin-edited HTML and says whether that lost text as well as markup: `lost` quotes the
 * text a reader would no longer see (null when only markup went: a script's code, an event handler,
 * a forbidden tag whose text is kept). See
 * docs/decisions/0037-a-save-that-would-lose-text-is-refused.md.
 */
export function sanitizeKeepingText(html: string): { html: string; lost: string | null } {
  const purify = purifier();
  const input = new current.window.DOMParser().parseFromString(html, 'text/html').body;
  const output = purify.sanitize(html, { ...HTML_POLICY, RETURN_DOM: true }) as HTMLElement;
  const clean = output.innerHTML;
  const before = visibleText(input);
  const after = visibleText(output);
  return { html: clean, lost: before === after ? null : lostExcerpt(before, after) };
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, HTML_POLICY) as string;
}
