import { createContext, useContext } from 'react';
import { useEdition } from '@kb/api-client';
import { DEFAULT_LANGUAGE, type Language } from '@kb/contracts';
import { englishNumber } from './englishFormats';
import { addSourceTexts, translatorFor } from './languages';
import type { Catalogue, Translate } from './translate';

/** The interface texts of the page's language (the layout provides them; English without it). */
export const TranslateContext = createContext<Translate>(translatorFor('en'));

/**
 * The page language's texts. A component names the English parts it shows beyond the layout's
 * (`useT(articleTexts)`), so each screen's English texts ship with its own code.
 */
export function useT(...parts: Catalogue[]): Translate {
  addSourceTexts(parts);
  return useContext(TranslateContext);
}

/** The page's language, for Intl's dates and numbers. */
export function useLanguage(): Language {
  return useEdition().lang;
}

const numberFormats = new Map<Language, (value: number) => string>([[DEFAULT_LANGUAGE, englishNumber]]);

/** Formats a number as the page's language writes it (English without Intl; one Intl.NumberFormat per other language). */
export function useFormatNumber(): (value: number) => string {
  const lang = useLanguage();
  let format = numberFormats.get(lang);
  if (!format) {
    const intl = new Intl.NumberFormat(lang);
    numberFormats.set(lang, (format = (value) => intl.format(value)));
  }
  return format;
}
