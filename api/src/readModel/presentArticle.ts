import type { Article } from '@kb/contracts';
import { nestHeadings } from '../content/toc';
import type { ArticleDoc, CategoryDoc } from '../models';

/** The public wire form of an article (SPEC §3). */
export function presentArticle(doc: ArticleDoc, category: CategoryDoc | undefined, parent: CategoryDoc | undefined): Article {
  return {
    id: doc._id,
    title: doc.title,
    slug: doc.slug,
    content: doc.content,
    metaDescription: doc.metaDescription,
    seoKeywords: [...doc.seoKeywords],
    semanticTags: [...doc.semanticTags],
    categoryName: category?.name ?? '',
    parentCategoryName: parent?.name ?? null,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
    readingTime: doc.readingTime,
    tableOfContents: nestHeadings(doc.headings.map((h) => ({ id: h.id ?? '', title: h.title ?? '', level: h.level ?? 2 }))),
  };
}
