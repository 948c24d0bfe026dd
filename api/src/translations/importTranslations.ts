import type { Actor } from '@kb/contracts';
import { processArticleHtml } from '../content/pipeline';
import type { PlannedLanguage } from '../content/docusaurus/editionsPlan';
import type { ArticleDoc } from '../models';
import { publishTranslation, saveTranslation } from './commands';
import { translationKey, type TranslationDoc } from './models';
import type { Translations } from './service';
import { sourceMarker } from './sourceMarker';
import type { ImportPage } from '../content/importSource';

/** What importing one language did. */
export interface LanguageImported {
  lang: string;
  locale: string;
  published: number;
  unchanged: number;
}

/** Whether the published translation is this page, translated from the article as it is published now. */
function isCurrent(published: TranslationDoc | null, page: ImportPage, marker: string): boolean {
  return (
    published !== null &&
    published.sourceRevisionId === marker &&
    published.title === page.meta.title &&
    published.description === (page.meta.description ?? '') &&
    published.content === processArticleHtml(page.html).content
  );
}

/**
 * Imports one language's translations of main-line pages: each is saved and published as the article's
 * translation (linked to the article and to the revision it is published with), unless the published one
 * is already this text of that revision.
 */
export async function importLanguage(
  service: Translations,
  language: PlannedLanguage,
  articleOf: (page: ImportPage) => ArticleDoc | undefined,
  actor: Actor,
): Promise<LanguageImported> {
  const done: LanguageImported = { lang: language.lang, locale: language.locale, published: 0, unchanged: 0 };
  for (const page of language.pages) {
    const article = articleOf(page);
    if (!article) continue;
    const marker = sourceMarker(article);
    const published = await service.models.Translation.findById(translationKey(article._id, language.lang)).lean<TranslationDoc>();
    if (isCurrent(published, page, marker)) {
      done.unchanged += 1;
      continue;
    }
    const input = { title: page.meta.title, description: page.meta.description ?? '', content: page.html, sourceRevisionId: marker };
    const revision = await saveTranslation(service, actor, { articleId: article._id, lang: language.lang }, input);
    await publishTranslation(service, actor, revision._id);
    done.published += 1;
  }
  return done;
}
