import type { ArticleDoc, CategoryDoc } from '../models';
import { htmlToText } from '../search/htmlText';
import type { SearchDoc } from '../search/searchIndex';

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

/** What the search index holds of a published article. */
export function toSearchDoc(article: ArticleDoc, categories: ReadonlyMap<string, CategoryDoc>): SearchDoc {
  return {
    id: article._id,
    title: article.title,
    headings: article.headings.map((h) => h.title ?? ''),
    tags: article.semanticTags,
    keywords: article.seoKeywords,
    categories: categoryPath(article.categoryId, categories),
    text: htmlToText(article.content),
  };
}
