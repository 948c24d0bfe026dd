import { htmlToText } from '../search/htmlText';
import { slugifyHeading, uniqueIds } from './headingIds';
import { sanitizeToBody } from './sanitize';
import type { FlatHeading } from './toc';

const WORDS_PER_MINUTE = 200;

export interface ProcessedContent {
  /** Sanitised HTML with stable heading ids. */
  content: string;
  headings: FlatHeading[];
  /** Plain text of the article, for search and excerpts. */
  text: string;
  wordCount: number;
  imageCount: number;
  readingTime: number;
}

export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu);
  return matches ? matches.length : 0;
}

/**
 * The one function every write of article HTML goes through: sanitise → stable unique heading ids
 * → headings for the table of contents → plain text, word and image counts, reading time. The
 * search index takes the stored result (ReadModel.setArticle), the pipeline's last step.
 */
export function processArticleHtml(html: string): ProcessedContent {
  const body = sanitizeToBody(html);
  const elements = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const titles = elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
  const ids = uniqueIds(titles.map(slugifyHeading));
  const headings: FlatHeading[] = [];
  elements.forEach((element, index) => {
    element.setAttribute('id', ids[index]!);
    if (titles[index]) headings.push({ id: ids[index]!, title: titles[index]!, level: Number(element.tagName.slice(1)) });
  });
  const content = body.innerHTML;
  // Block boundaries become line breaks, so "<p>a</p><p>b</p>" is two words, as a reader sees it.
  const text = htmlToText(content);
  const wordCount = countWords(text);
  return {
    content,
    headings,
    text,
    wordCount,
    imageCount: body.querySelectorAll('img').length,
    readingTime: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
  };
}
