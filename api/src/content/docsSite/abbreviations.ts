import escapeHtml from 'escape-html';
import { JSDOM } from 'jsdom';

const { document } = new JSDOM('').window;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Python-Markdown's abbreviations: each whole-word use of a defined abbreviation in the page's text
 * (not in code, links' addresses or existing `<abbr>`) becomes `<abbr title="definition">`.
 * Returns the HTML and how many uses were marked.
 */
export function applyAbbreviations(html: string, abbreviations: Map<string, string>): { html: string; uses: number } {
  if (abbreviations.size === 0) return { html, uses: 0 };
  const container = document.createElement('div');
  container.innerHTML = html;
  const pattern = new RegExp(
    `(?<![\\w-])(${[...abbreviations.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?![\\w-])`,
    'g',
  );
  const walker = document.createTreeWalker(container, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('code, pre, abbr, script, style')) texts.push(node as Text);
  }
  let uses = 0;
  for (const text of texts) {
    const value = text.data;
    if (!pattern.test(value)) continue;
    pattern.lastIndex = 0;
    const span = document.createElement('span');
    span.innerHTML = escapeHtml(value).replace(pattern, (word) => {
      uses += 1;
      return `<abbr title="${escapeHtml(abbreviations.get(word)!)}">${word}</abbr>`;
    });
    text.replaceWith(...span.childNodes);
  }
  return { html: container.innerHTML, uses };
}
