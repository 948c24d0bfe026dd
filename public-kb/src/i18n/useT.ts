import { createContext, useContext } from 'react';
import { useEdition } from '@kb/api-client';
import type { Language } from '@kb/contracts';
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

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Formats a number as the page's language writes it (one Intl.NumberFormat per language). */
export function useFormatNumber(): (value: number) => string {
  const lang = useLanguage();
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang)));
  return (value) => format.format(value);
}
