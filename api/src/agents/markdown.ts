// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the plugin's types travel with this file (the shell compiles it too)
/// <reference path="../types/turndown-plugin-gfm.d.ts" />
import { gfm } from '@joplin/turndown-plugin-gfm';
import TurndownService from 'turndown';

/**
 * Stands for the site's origin in converted Markdown: site-relative URLs (`/media/…`, `/article/…`) are
 * converted once with this mark in front and made absolute when the page is served for an origin. An
 * HTML parser turns U+0000 into U+FFFD, so article text can never contain it.
 */
export const ORIGIN_MARK = '\u0000';

/** Schemes a link or image never keeps (control characters and spaces in them are ignored, as browsers do). */
const UNSAFE_URL = /^(?:javascript|data|vbscript):/i;
const unsafe = (url: string) => UNSAFE_URL.test(url.replace(/[\u0000-\u0020]/g, ''));

/**
 * Text made inert for HTML: `<` and `>` as entities, and `&` where it would start one, so a Markdown
 * renderer shows `<img onerror=…>` as the text the site shows instead of making an element of it.
 */
const inertHtml = (text: string) =>
  text
    .replace(/&(?=#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** A URL as a Markdown link destination: site-relative ones get the origin mark; spaces and parentheses escaped. */
function destination(url: string): string {
  const absolute = url.startsWith('/') && !url.startsWith('//') ? `${ORIGIN_MARK}${url}` : url;
  return absolute.replace(/[ ()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const titlePart = (node: HTMLElement) => {
  const title = node.getAttribute('title')?.replace(/\s+/g, ' ').replace(/"/g, '\\"');
  return title ? ` "${title}"` : '';
};

function converter(): TurndownService {
  const service = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '*' });
  // Tables, strikethrough and fenced code with its language (`class="language-ts"`).
  service.use(gfm);
  // Text as the site shows it: Markdown's characters escaped (turndown's escape), and HTML's made inert.
  const escapeMarkdown = service.escape.bind(service);
  service.escape = (text) => escapeMarkdown(inertHtml(text));
  service.addRule('absoluteImage', {
    filter: 'img',
    replacement: (_content, node) => {
      const element = node as HTMLElement;
      const src = element.getAttribute('src');
      const alt = inertHtml((element.getAttribute('alt') ?? '').replace(/\s+/g, ' ')).replace(/[[\]]/g, '\\$&');
      return src && !unsafe(src) ? `![${alt}](${destination(src)}${titlePart(element)})` : '';
    },
  });
  service.addRule('absoluteLink', {
    filter: (node) => node.nodeName === 'A' && !!node.getAttribute('href'),
    replacement: (content, node) => {
      const element = node as HTMLElement;
      const href = element.getAttribute('href')!;
      return unsafe(href) ? content : `[${content}](${destination(href)}${titlePart(element)})`;
    },
  });
  // Markdown has no superscript or subscript: kept as the inline HTML Markdown allows (10<sup>6</sup>, not 106).
  service.keep(['sup', 'sub']);
  // Formulas (`<span class="formula">TeX</span>`, as the editor writes them) as TeX between dollars, unescaped but for `<` and `>` (as `\lt`, `\gt`: no HTML).
  service.addRule('formula', {
    filter: (node) => node.nodeName === 'SPAN' && node.classList.contains('formula'),
    replacement: (_content, node) => `$${(node.textContent ?? '').trim().replace(/</g, '\\lt ').replace(/>/g, '\\gt ')}$`,
  });
  // An image figure's caption (`<figure class="kb-image"><img><figcaption>`) in italics under its image; Markdown has no image sizes.
  service.addRule('imageCaption', {
    filter: (node) => node.nodeName === 'FIGCAPTION' && (node.parentNode as HTMLElement | null)?.classList?.contains('kb-image') === true,
    replacement: (content) => (content.trim() ? `\n\n*${content.trim()}*\n\n` : ''),
  });
  // Video embeds (YouTube and Vimeo, the only ones the HTML policy keeps) become links.
  service.addRule('embed', {
    filter: 'iframe',
    replacement: (_content, node) => {
      const element = node as HTMLElement;
      const src = element.getAttribute('src');
      return src && !unsafe(src) ? `\n\n[${inlineText(element.getAttribute('title') || 'Video')}](${destination(src)})\n\n` : '';
    },
  });
  return service;
}

let service: TurndownService | undefined;

/**
 * Plain text (a title, a description, a category name) as one line of Markdown that shows it as written:
 * line breaks collapsed, Markdown's characters escaped, HTML made inert (so no link, no element).
 */
export function inlineText(text: string): string {
  service ??= converter();
  return service.escape(text.replace(/\s+/g, ' ').trim());
}

/**
 * An article's sanitised HTML as Markdown (turndown with GitHub's tables): headings, lists, tables,
 * fenced code with its language, images and links with the origin mark before site-relative URLs,
 * superscripts and subscripts as inline HTML, formulas as `$TeX$`, text's `<`, `>` as entities (no HTML from
 * text), links and images with a `javascript:`, `data:` or `vbscript:` URL left out (a link keeps its text), Best Practice boxes (`<blockquote><strong>Best Practice:</strong> …`) as block quotes, and an image figure's caption in italics under its image.
 */
export function htmlToMarkdown(html: string): string {
  service ??= converter();
  return service.turndown(html);
}
