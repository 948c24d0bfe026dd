import DOMPurify from 'dompurify';

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
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'BLOCKQUOTE' && isBestPractice(node)) {
      node.classList.add(BEST_PRACTICE_CLASS);
      node.setAttribute('role', 'note');
    }
  });
  hooked = true;
}

/**
 * Sanitises article HTML in the browser before it is rendered. The server already sanitised it on
 * write (api/src/content/sanitize.ts); this is defence in depth against a compromised or buggy API.
 * Links that open a new tab get rel="noopener noreferrer", and 'Best Practice' boxes
 * (`<blockquote><strong>Best Practice:</strong> …</blockquote>`) get a class for their style.
 */
export function sanitizeArticleHtml(html: string): string {
  if (!hooked) installHooks();
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] });
}
