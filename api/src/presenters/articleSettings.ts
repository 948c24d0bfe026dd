import type { ArticleSettings, OffSiteArticle, SettingsChange } from '@kb/contracts';
import type { ArticleDoc } from '../models';
import { statusOf } from '../models/articleStatus';

/** An article's settings for the console (never public: it carries the editor's note), with what waits in its working copy. */
export function presentArticleSettings(doc: ArticleDoc, unpublishedSettings: SettingsChange | null = null): ArticleSettings {
  return {
    id: doc._id,
    title: doc.title,
    slug: doc.slug,
    categoryId: doc.categoryId,
    order: doc.order ?? 0,
    metaDescription: doc.metaDescription ?? '',
    seoKeywords: [...(doc.seoKeywords ?? [])],
    semanticTags: [...(doc.semanticTags ?? [])],
    status: statusOf(doc),
    editorNote: doc.editorNote ?? '',
    conceptId: doc.conceptId ?? null,
    updatedAt: new Date(doc.updatedAt).toISOString(),
    unpublishedSettings,
  };
}

export const presentOffSiteArticle = (doc: ArticleDoc): OffSiteArticle => ({ ...presentArticleSettings(doc), content: doc.content });
