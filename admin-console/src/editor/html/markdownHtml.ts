import { marked } from 'marked';

/**
 * Markdown as article HTML (GitHub-flavoured: headings, lists, fenced code with a language, tables, links, images,
 * bold, italic, code), by marked; the editor then reads it as it reads any HTML, through the policy's sanitiser
 * (htmlToContent). Loaded only when Markdown is pasted: the editor's chunk does not carry marked.
 */
export function markdownToHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // marked ends a fenced block's code with a line break the writer did not type.
  for (const code of Array.from(body.querySelectorAll('pre > code'))) code.textContent = (code.textContent ?? '').replace(/\n$/, '');
  return body.innerHTML;
}
