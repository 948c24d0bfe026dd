import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';

export interface PageSection {
  heading: string;
  /** 1 for the text before the first section heading; headings below the section level are subheadings. */
  level: number;
  subheadings: string[];
  /** Items of its numbered lists: the steps it walks through. */
  steps: string[];
  /** Plain text of the section, one block per line. */
  text: string;
}

export interface ExtractedPage {
  url: string;
  title: string;
  text: string;
  /** Sections in page order; text before the first heading belongs to a section named after the page. */
  sections: PageSection[];
}

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, pre, td, th, dd, dt, blockquote, figcaption';
const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * Main text and headings of a fetched page: Mozilla Readability picks the article body (dropping
 * navigation, footers and sidebars); when it finds none, the whole body is used. Scripts never run.
 */
export function extractPage(html: string, url: string): ExtractedPage {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  const { document } = dom.window;
  const pageHeading = clean(document.querySelector('h1')?.textContent);
  const article = new Readability(document.cloneNode(true) as Document, { charThreshold: 200 }).parse();
  const title = pageHeading || clean(article?.title) || clean(document.title) || new URL(url).hostname;
  const root = article?.content ? JSDOM.fragment(article.content) : document.body;

  const blocks = (root ? [...root.querySelectorAll(BLOCKS)] : [])
    .map((element) => ({ element, text: clean(element.textContent), level: /^H[1-6]$/.test(element.tagName) ? Number(element.tagName[1]) : 0 }))
    .filter((block) => block.text);
  // Sections start at the page's top heading level below the title (usually h2); deeper ones are subheadings.
  const sectionLevel = Math.min(6, ...blocks.filter((b) => b.level >= 2 && b.text !== title).map((b) => b.level));

  const sections: PageSection[] = [];
  let current: PageSection = { heading: title, level: 1, subheadings: [], steps: [], text: '' };
  const lines: string[] = [];
  const push = (section: PageSection) => {
    if (section.text || section.subheadings.length > 0) sections.push(section);
  };
  for (const { element, text, level } of blocks) {
    if (level >= 1 && level <= sectionLevel) {
      // Readability turns the page's <h1> into an <h2>: that heading names the page, not a section.
      if (text === title && sections.length === 0 && !current.text) continue;
      push(current);
      current = { heading: text, level: Math.max(2, level), subheadings: [], steps: [], text: '' };
      continue;
    }
    if (level > sectionLevel) current.subheadings.push(text);
    else if (element.querySelector(BLOCKS)) continue;
    else if (element.tagName === 'LI' && element.parentElement?.tagName === 'OL') current.steps.push(text);
    current.text = current.text ? `${current.text}\n${text}` : text;
    lines.push(text);
  }
  push(current);
  dom.window.close();
  return { url, title, text: lines.join('\n'), sections };
}
