import type { ArticleDoc, CategoryDoc } from '../models';
import { htmlToText } from '../search/htmlText';
import type { SearchDoc } from '../search/searchIndex';
import type { Heading } from '../search/sections';

/** Category names from the top level down to the article's own category. */
export function categoryPath(categoryId: string, categories: ReadonlyMap<string, CategoryDoc>): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (let current = categories.get(categoryId); current && !seen.has(current._id); current = current.parentId ? categories.get(current.parentId) : undefined) {
    seen.add(current._id);
    names.unshift(current.name);
  }
  return names;
}

/** An article's headings with their anchors, for pointing search results at a section. */
export function sectionHeadings(article: Pick<ArticleDoc, 'headings'>): Heading[] {
  return article.headings.flatMap((h) => (h.title ? [{ id: h.id, title: h.title }] : []));
}

/** What the search index holds of a published article. */
export function toSearchDoc(article: ArticleDoc, categories: ReadonlyMap<string, CategoryDoc>): SearchDoc {
  return {
    id: article._id,
    title: article.title,
    headings: sectionHeadings(article),
    tags: article.semanticTags,
    keywords: article.seoKeywords,
    categories: categoryPath(article.categoryId, categories),
    text: htmlToText(article.content),
  };
}
