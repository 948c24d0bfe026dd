import type { TargetLanguage, TranslationWorkspace } from '@kb/contracts';
import { articleOr404 } from './commands';
import { translationKey, type TranslationDoc, type TranslationRevisionDoc } from './models';
import { presentTranslationRevision } from './present';
import type { Translations } from './service';
import { sourceMarker } from './sourceMarker';

/**
 * A translator's view of one article in one language: the source as published now, the source it was
 * last translated from when that has changed (for the diff), and the translation's revisions.
 */
export async function translationWorkspace(service: Translations, articleId: string, lang: TargetLanguage): Promise<TranslationWorkspace> {
  const article = await articleOr404(service, articleId);
  const library = await service.library();
  const live = service.deps.readModel.articleDoc(articleId);
  const marker = live ? sourceMarker(live) : undefined;
  const key = translationKey(articleId, lang);
  const published = library.published(articleId, lang);
  const state = service.progress.stateOf(library, articleId, lang, marker);
  let translatedFrom: TranslationWorkspace['translatedFrom'] = null;
  if (published && state === 'outdated') {
    const stored = await service.models.Translation.findById(key, { sourceContent: 1 }).lean<Pick<TranslationDoc, 'sourceContent'>>();
    translatedFrom = { revisionId: published.sourceRevisionId, content: stored?.sourceContent ?? '' };
  }
  const revisions = await service.models.TranslationRevision.find({ translationKey: key }).sort({ createdAt: -1, _id: -1 }).lean<TranslationRevisionDoc[]>();
  return {
    articleId,
    slug: article.slug,
    lang,
    source: live && marker ? { revisionId: marker, title: live.title, description: live.metaDescription, content: live.content } : null,
    translatedFrom,
    state,
    publishedRevisionId: published?.publishedRevisionId ?? null,
    revisions: revisions.map(presentTranslationRevision),
    aiDrafts: Boolean(service.deps.env.LLM_BASE_URL),
  };
}
