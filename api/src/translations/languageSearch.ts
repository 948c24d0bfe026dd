import { LIMITS, type Article, type TargetLanguage } from '@kb/contracts';
import type { AppDeps } from '../deps';
import type { SearchAnswer } from '../readModel/searchAnswers';
import type { SearchHit, SearchIndex } from '../search/searchIndex';
import type { TranslationLibrary } from './library';
import { translationsFor } from './service';

/** A language's published translations as search sees them: the shape the read model offers for English. */
export interface LanguageView {
  readonly version: number;
  readonly searchIndex: SearchIndex;
  search(query: string, limit: number): SearchAnswer;
  searchHits(query: string): SearchHit[];
  articleById(id: string): Article | null;
}

function viewOf(library: TranslationLibrary, lang: TargetLanguage): LanguageView {
  return {
    get version() {
      return library.version;
    },
    get searchIndex() {
      return library.searchIndex(lang);
    },
    search: (query, limit) => library.search(query, limit, lang),
    searchHits: (query) => library.searchHits(query.slice(0, LIMITS.searchQueryMax), LIMITS.searchResultsMax, lang),
    articleById: (id) => library.article(id, lang),
  };
}

/**
 * Search, summaries and suggestions in a language (`lang=de`): whatever the search routes build over a
 * view (result bodies, answers), made once per language over its translations' index.
 */
export function languageSearch<T>(deps: AppDeps, build: (view: LanguageView) => T): (lang: TargetLanguage) => Promise<T> {
  const built = new Map<TargetLanguage, T>();
  return async (lang) => {
    const library = await translationsFor(deps).library();
    let made = built.get(lang);
    if (made === undefined) built.set(lang, (made = build(viewOf(library, lang))));
    return made;
  };
}
