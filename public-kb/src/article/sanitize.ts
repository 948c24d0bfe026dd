import { HTML_POLICY, addPolicyHooks } from '@kb/contracts';

export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | null = null;

/**
 * Sanitises article HTML in the browser before it is put in the page. The server already sanitised it on
 * write (api/src/content/sanitize.ts) by the same policy (@kb/contracts, which also marks 'Best Practice'
 * boxes); this is defence in depth against a compromised or buggy API or a sanitiser bypass. DOMPurify is
 * downloaded when an article first comes from the API in the browser (a page the server rendered needs
 * none: its HTML is in the page before any script runs), so it is no part of an article page's first load.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    addPolicyHooks(DOMPurify, document);
    return (html: string) => DOMPurify.sanitize(html, HTML_POLICY);
  });
  return loading;
}
