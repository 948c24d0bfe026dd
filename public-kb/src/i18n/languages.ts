import { DEFAULT_LANGUAGE, type Language } from '@kb/contracts';
import core from './catalogues/en.json';
import { sourceTranslator, type Catalogue, type Translate } from './translate';

/** The English texts loaded so far: the layout's, and each screen's part once the screen has used it. */
const source: Catalogue = { ...core };
const added = new WeakSet<Catalogue>();
const english = sourceTranslator(source);
const translators = new Map<Language, Translate>([[DEFAULT_LANGUAGE, english]]);

/** Adds a screen's English texts (`en.<part>.json`); the other languages' catalogues are whole. */
export function addSourceTexts(parts: readonly Catalogue[]): void {
  for (const part of parts) {
    if (added.has(part)) continue;
    added.add(part);
    Object.assign(source, part);
  }
}

/** The texts of toasts, shown only after the reader acts: fetched with the first, so no page's first load carries them. */
export async function loadToastTexts(): Promise<void> {
  addSourceTexts([(await import('./catalogues/en.toasts.json')).default]);
}

/** Called by a language's module (`exposes/lang/*`) when it loads: the shell loads it with the page's modules. */
export function registerLanguage(lang: Language, translate: Translate): void {
  translators.set(lang, translate);
}

/** The interface texts of a language: English until that language's module has loaded. */
export function translatorFor(lang: Language): Translate {
  return translators.get(lang) ?? english;
}
