import type { ContentState } from 'draft-js';
import { canonicalHtml } from './canonicalHtml';
import { fromHtml } from './fromHtml';
import { sanitizeEditorHtml } from './sanitizeEditorHtml';
import { toHtml } from './toHtml';

/** Whether the editor gives `html` (sanitised) back as a reader would see it (canonicalHtml.ts). */
function givesBack(html: string): boolean {
  return canonicalHtml(sanitizeEditorHtml(toHtml(fromHtml(html)))) === canonicalHtml(html);
}

/**
 * Article HTML as Visual mode's content, losing nothing the HTML policy allows: when the editor would
 * not give the whole text back unchanged, each top-level block it would change (an imported
 * admonition of several paragraphs, a `<div>`, a `<p>` with a class…) stays whole, as a raw block
 * shown as it is and edited in HTML mode.
 */
export function htmlToContent(html: string): ContentState {
  const clean = sanitizeEditorHtml(html);
  if (givesBack(clean)) return fromHtml(clean);
  return fromHtml(clean, (element) => !givesBack(element.outerHTML));
}
