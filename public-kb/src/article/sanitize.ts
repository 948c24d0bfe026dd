import DOMPurify from 'dompurify';
import { HTML_POLICY, addPolicyHooks } from '@kb/contracts';

export const BEST_PRACTICE_CLASS = 'kb-best-practice';
let hooked = false;

/** The first child that is not blank text. */
function firstContent(node: Node): Node | undefined {
  return [...node.childNodes].find((child) => child.nodeType !== Node.TEXT_NODE || child.textContent?.trim());
}

/** A blockquote that opens with a bold 'Best Practice' label (directly or in its first paragraph). */
function isBestPractice(node: Element): boolean {
  let first = firstContent(node);
  if (first?.nodeName === 'P') first = firstContent(first);
  return first?.nodeName === 'STRONG' && /^\s*Best Practice\b/i.test(first.textContent ?? '');
}

function installHooks() {
  // The API's policy (@kb/contracts htmlPolicy), then the Best Practice marking.
  addPolicyHooks(DOMPurify, document, (node) => {
    if (node.tagName === 'BLOCKQUOTE' && isBestPractice(node)) {
      node.classList.add(BEST_PRACTICE_CLASS);
      node.setAttribute('role', 'note');
    }
  });
  hooked = true;
}

/**
 * Sanitises article HTML in the browser before it is rendered. The server already sanitised it on
 * write (api/src/content/sanitize.ts) by the same policy; this is defence in depth against a
 * compromised or buggy API or a sanitiser bypass. 'Best Practice' boxes
 * (`<blockquote><strong>Best Practice:</strong> …</blockquote>`) get a class for their style.
 */
export function sanitizeArticleHtml(html: string): string {
  if (!hooked) installHooks();
  return DOMPurify.sanitize(html, HTML_POLICY);
}

/**
 * The same for an element already in the page (the server's HTML, which hydration keeps as it is):
 * cleaned where it stands, so nothing is put in again.
 */
export function sanitizeArticleElement(element: HTMLElement): void {
  if (!hooked) installHooks();
  DOMPurify.sanitize(element, { ...HTML_POLICY, IN_PLACE: true });
}
