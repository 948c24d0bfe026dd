import { DEFAULT_LANGUAGE, type Language } from '@kb/contracts';
import en from './catalogues/en.json';
import { sourceTranslator, type Translate } from './translate';

const english = sourceTranslator(en);
const translators = new Map<Language, Translate>([[DEFAULT_LANGUAGE, english]]);

/** Called by a language's module (`exposes/lang/*`) when it loads: the shell loads it with the page's modules. */
export function registerLanguage(lang: Language, translate: Translate): void {
  translators.set(lang, translate);
}

/** The interface texts of a language: English until that language's module has loaded. */
export function translatorFor(lang: Language): Translate {
  return translators.get(lang) ?? english;
}
