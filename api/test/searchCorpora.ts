import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArticleDoc, CategoryDoc } from '../src/models';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Corpora of real documentation in the repository: the Frigate docs (MIT) and the hand translations of twenty of its pages. */
export const CORPUS_FOLDERS = {
  en: path.join(here, 'fixtures/third_party/frigate-docs/docs'),
  de: path.join(here, '../bench/data/frigate-de/docs'),
  ja: path.join(here, '../bench/data/frigate-ja/docs'),
} as const;

export interface Corpus {
  categories: CategoryDoc[];
  articles: ArticleDoc[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '') || 'section';

/** One Markdown line as plain text: links and images to their text, emphasis, code marks, tags and list marks dropped. */
function plainLine(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`|>]+/g, ' ')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A published article from one Markdown page, the way an import stores it: front-matter title, h2–h4 headings with
 * anchors, every other line a paragraph (code included, as words of the page). Not the importer (its MDX
 * conversion takes half a minute for the Frigate docs): the search only needs a page's words where they are.
 */
export function markdownArticle(id: string, slug: string, categoryId: string, markdown: string): ArticleDoc {
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(markdown)?.[1] ?? '';
  let title = /^title:\s*"?(.*?)"?\s*$/m.exec(front)?.[1] ?? '';
  const headings: ArticleDoc['headings'] = [];
  const html: string[] = [];
  for (const raw of body.split('\n')) {
    if (/^\s*(?:import |export |:::|```)/.test(raw)) continue;
    const heading = /^(#{1,4})\s+(.*?)\s*#*$/.exec(raw);
    const text = plainLine(heading ? heading[2]! : raw);
    if (!text) continue;
    if (heading && heading[1]!.length === 1) {
      title ||= text;
      continue;
    }
    if (heading) {
      const level = Math.max(2, heading[1]!.length);
      let hid = anchor(text);
      while (headings.some((h) => h.id === hid)) hid += '-1';
      headings.push({ id: hid, title: text, level });
      html.push(`<h${level} id="${hid}">${escape(text)}</h${level}>`);
    } else html.push(`<p>${escape(text)}</p>`);
  }
  const words = html.join(' ').split(/\s+/).length;
  const at = new Date(Date.UTC(2026, 0, 1));
  return {
    _id: id,
    slug,
    title: title || slug,
    categoryId,
    order: 0,
    content: html.join(''),
    metaDescription: '',
    seoKeywords: [],
    semanticTags: [],
    readingTime: 1,
    wordCount: words,
    imageCount: 0,
    headings,
    publishedRevisionId: null,
    status: 'published',
    createdAt: at,
    updatedAt: at,
  };
}

/** Every page of a docs folder (sorted by path), one category per top-level folder. */
export function markdownCorpus(folder: string, idPrefix: string): Corpus {
  const files = (readdirSync(folder, { recursive: true }) as string[]).filter((file) => /\.mdx?$/.test(file)).sort();
  const categories = new Map<string, CategoryDoc>();
  const articles = files.map((file, i) => {
    const section = file.includes(path.sep) ? file.split(path.sep)[0]! : 'general';
    const categoryId = `${idPrefix}-c-${section}`;
    if (!categories.has(categoryId)) {
      categories.set(categoryId, {
        _id: categoryId,
        slug: `${idPrefix}-${section}`,
        name: section.replace(/[_-]/g, ' '),
        order: categories.size,
        parentId: null,
      });
    }
    const slug = `${idPrefix}-${file
      .replace(/\.mdx?$/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase()}`;
    return markdownArticle(`${idPrefix}-${String(i).padStart(3, '0')}`, slug, categoryId, readFileSync(path.join(folder, file), 'utf8'));
  });
  return { categories: [...categories.values()], articles };
}
