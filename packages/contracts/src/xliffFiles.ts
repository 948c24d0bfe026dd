import type { Language } from './editions';

/** The name an XLIFF export of a language is saved under (no schema library here: the console imports it). */
export const xliffFileName = (lang: Exclude<Language, 'en'>, day = new Date()) => `translations-${lang}-${day.toISOString().slice(0, 10)}.xlf`;
