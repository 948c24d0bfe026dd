import DOMPurify from 'dompurify';
import { HTML_POLICY, addPolicyHooks } from '@kb/contracts';

let hooked = false;

/**
 * Sanitises HTML where it enters the Visual editor (and raw blocks before they are shown) by the
 * API's policy (@kb/contracts htmlPolicy): typed in HTML mode or loaded from the API, it may not
 * have passed the server's sanitiser, and links and images become live elements in the editor.
 */
export function sanitizeEditorHtml(html: string): string {
  if (!hooked) {
    addPolicyHooks(DOMPurify, document);
    hooked = true;
  }
  return DOMPurify.sanitize(html, HTML_POLICY);
}
