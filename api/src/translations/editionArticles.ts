import type { Article, ArticleEdition, EditionArticle, Language } from '@kb/contracts';
import { prepareBody, type PreparedBody } from '../readModel/preparedBody';
import type { ResponseCache } from '../readModel/responseCache';
import type { TranslationLibrary } from './library';
import type { TranslationDoc } from './models';
import type { Translations } from './service';

/** What a reader gets for an article asked for in a language. */
export function editionArticle(service: Translations, library: TranslationLibrary, source: Article, lang: Language): EditionArticle {
  const languages = library.languagesOf(source.id);
  if (lang === 'en') return { ...source, edition: { lang, kind: 'source', sourceRevisionId: null, outdated: false, languages } };
  const translated = library.article(source.id, lang);
  const translation = library.published(source.id, lang);
  if (!translated || !translation) return { ...source, edition: { lang, kind: 'fallback', sourceRevisionId: null, outdated: false, languages } };
  const edition: ArticleEdition = {
    lang,
    kind: 'translation',
    sourceRevisionId: translation.sourceRevisionId,
    outdated: isOutdated(service, translation, source),
    languages,
  };
  return { ...translated, edition };
}

/**
 * What an article's page in `lang` shows of the translations, as a string that stays equal (===) until that
 * changes: the languages the article is published in, and in another language its published translation and
 * whether the English article changed since. A publish of any other article leaves it as it is.
 */
export function editionSignature(service: Translations, library: TranslationLibrary, source: Article, lang: Language): string {
  const languages = library.languagesOf(source.id).join(',');
  const translation = lang === 'en' ? undefined : library.published(source.id, lang);
  if (!translation) return `${lang} ${languages}`;
  return `${lang} ${languages} ${translation.publishedRevisionId} ${isOutdated(service, translation, source)}`;
}

/** Whether the English article changed since the published translation was made from it. */
function isOutdated(service: Translations, translation: TranslationDoc, source: Article): boolean {
  return translation.sourceRevisionId !== service.markers.of(source);
}

/**
 * `GET /api/articles/:slug?lang=…` bodies: the translation (or the English article as the fallback) with
 * its edition, serialised and compressed once per content version of the library (never the English
 * prepared body, which has no edition), in the response cache.
 */
export class EditionArticleBodies {
  constructor(
    private readonly service: Translations,
    private readonly cache: ResponseCache,
  ) {}

  /** `bodyKey`: the article's prepared-body key in the version read (a version's article, with its own links, is kept apart from the main line's). */
  async body(source: Article, lang: Language, bodyKey: string = source.id): Promise<PreparedBody> {
    const library = await this.service.library();
    return this.cache.get(`edition:${bodyKey}:${lang}`, [library, library.version, source], () =>
      prepareBody(editionArticle(this.service, library, source, lang)),
    );
  }
}
