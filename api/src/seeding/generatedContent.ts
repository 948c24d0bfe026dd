import escapeHtml from 'escape-html';
import { random, type GeneratedArticle } from './corpus';
import { slugify } from '@kb/contracts';

/** A category as a path of names from the top level down. */
export type CategoryPath = readonly string[];

/** What `pnpm kb generate` stores of one article before the content pipeline. */
export interface GeneratedSource {
  title: string;
  slug: string;
  html: string;
  description: string;
  keywords: string[];
  tags: string[];
  category: CategoryPath;
  createdAt: Date;
  updatedAt: Date;
}

const MAX_DEPTH = 5;
const DESCRIPTION_MAX = 155;
/** Generated dates fall in the three years before this, so every run stores the same ones. */
const EPOCH = Date.UTC(2026, 0, 1);
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;

const titleCase = (text: string) => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * A deep category tree with about one leaf per 100 articles (24 to 1,000 leaves): four top-level
 * categories named after the seed's categories, split at random leaves (deeper ones more often)
 * into 2–4 children named after the seed's headings, down to 5 levels. Deterministic for a count.
 */
export function categoryTree(
  articleCount: number,
  names: { top: readonly string[]; deep: readonly string[] },
): { leaves: CategoryPath[]; all: CategoryPath[] } {
  const rand = random(articleCount ^ 0x5eed);
  const target = Math.min(1000, Math.max(24, Math.round(articleCount / 100)));
  const top = [...new Set(names.top)].slice(0, 4).map((name) => [titleCase(name)]);
  const leaves: string[][] = [...top];
  const all: string[][] = [...top];
  while (leaves.length < target) {
    const splittable = leaves.filter((path) => path.length < MAX_DEPTH);
    if (splittable.length === 0) break;
    let ticket = rand() * splittable.reduce((sum, path) => sum + path.length, 0);
    const parent = splittable.find((path) => (ticket -= path.length) < 0) ?? splittable[splittable.length - 1]!;
    leaves.splice(leaves.indexOf(parent), 1);
    const used = new Set<string>();
    const children = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < children; i += 1) {
      let name = titleCase(names.deep[Math.floor(rand() * names.deep.length)]!);
      while (used.has(name)) name = `${name} ${i + 1}`;
      used.add(name);
      leaves.push([...parent, name]);
      all.push([...parent, name]);
    }
  }
  return { leaves, all };
}

/**
 * Turns generated text into article HTML as an editor would write it, with its own PRNG (the
 * corpus's stays untouched, so `bench:search` measures the same corpus): h2 sections with h3/h4
 * subsections, paragraphs, lists and bold phrases, and in about a third of the articles 1–3
 * figures with seed images. Slugs are made unique against `takenSlugs` (which it extends).
 */
export class ArticleWriter {
  private readonly rand: () => number;

  constructor(
    private readonly tree: { leaves: readonly CategoryPath[]; all: readonly CategoryPath[] },
    private readonly images: readonly string[],
    private readonly takenSlugs: Set<string>,
    seed: number,
  ) {
    this.rand = random(seed ^ 0x51a9);
  }

  write(article: GeneratedArticle): GeneratedSource {
    const rand = this.rand;
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const title = titleCase(article.title);
    const blocks: string[] = [];
    let level = 2;
    const figures = this.images.length > 0 && rand() < 0.35 ? 1 + Math.floor(rand() * 3) : 0;
    const figureAfter = new Set(Array.from({ length: figures }, () => Math.floor(rand() * article.sections.length)));
    article.sections.forEach((section, index) => {
      const r = rand();
      level = index === 0 || r < 0.5 ? 2 : r < 0.85 ? Math.min(level + 1, 4) : level;
      blocks.push(`<h${level}>${escapeHtml(titleCase(section.heading))}</h${level}>`);
      section.paragraphs.forEach((paragraph, p) => {
        blocks.push(this.paragraph(paragraph));
        if (p === 0 && figureAfter.has(index)) {
          const caption = escapeHtml(titleCase(section.heading));
          blocks.push(`<figure><img src="/media/${pick(this.images)}" alt="${caption}" width="800" height="450"><figcaption>${caption}</figcaption></figure>`);
        }
      });
    });
    const created = EPOCH - Math.floor(rand() * THREE_YEARS_MS);
    const updated = created + Math.floor(rand() * (EPOCH - created));
    return {
      title,
      slug: this.uniqueSlug(title),
      html: blocks.join('\n'),
      description: this.description(article.sections.find((s) => s.paragraphs.length > 0)?.paragraphs[0] ?? title),
      keywords: [...new Set(article.keywords)],
      tags: [...new Set(article.tags)],
      category: rand() < 0.85 ? pick(this.tree.leaves) : pick(this.tree.all),
      createdAt: new Date(created),
      updatedAt: new Date(updated),
    };
  }

  private paragraph(text: string): string {
    const r = this.rand();
    if (r < 0.15) {
      const items = text.split(/(?<=\.) /).map((sentence) => `<li>${escapeHtml(sentence)}</li>`);
      return r < 0.1 ? `<ul>${items.join('')}</ul>` : `<ol>${items.join('')}</ol>`;
    }
    if (r < 0.3) {
      const [first, second, ...rest] = text.split(' ');
      return `<p><strong>${escapeHtml(`${first} ${second ?? ''}`.trim())}</strong> ${escapeHtml(rest.join(' '))}</p>`;
    }
    return `<p>${escapeHtml(text)}</p>`;
  }

  private description(text: string): string {
    if (text.length <= DESCRIPTION_MAX) return text;
    return `${text.slice(0, text.lastIndexOf(' ', DESCRIPTION_MAX - 1))}…`;
  }

  private uniqueSlug(title: string): string {
    const base = slugify(title, 70);
    let slug = base;
    for (let n = 2; this.takenSlugs.has(slug); n += 1) slug = `${base}-${n}`;
    this.takenSlugs.add(slug);
    return slug;
  }
}
