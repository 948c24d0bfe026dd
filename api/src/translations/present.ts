import type { Article, TranslationRevision } from '@kb/contracts';
import { nestHeadings } from '../content/toc';
import { presentRevision } from '../presenters/adminRecords';
import type { TranslationDoc, TranslationRevisionDoc } from './models';

/** A translation in the public article's shape: its own text, the source's slug, category, keywords and creation date. */
export function presentTranslation(source: Article, translation: TranslationDoc): Article {
  return {
    ...source,
    title: translation.title,
    content: translation.content,
    metaDescription: translation.description,
    updatedAt: new Date(translation.updatedAt).toISOString(),
    readingTime: translation.readingTime,
    tableOfContents: nestHeadings(translation.headings.map((h) => ({ id: h.id, title: h.title, level: h.level }))),
  };
}

export function presentTranslationRevision(doc: TranslationRevisionDoc): TranslationRevision {
  return {
    ...presentRevision(doc),
    lang: doc.lang,
    title: doc.title,
    description: doc.description,
    sourceRevisionId: doc.sourceRevisionId,
    origin: doc.origin,
  };
}
