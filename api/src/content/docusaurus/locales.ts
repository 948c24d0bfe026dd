import { LANGUAGE_NAMES, LANGUAGES, type TargetLanguage } from '@kb/contracts';

/** What a Docusaurus locale (`fr`, `fr-FR`, `ja`, `pt-BR`, `zh-Hans`) is to the knowledge base. */
export type LocaleMatch = { kind: 'language'; lang: TargetLanguage } | { kind: 'source' } | { kind: 'unsupported'; reason: string };

const TARGETS = LANGUAGES.filter((lang): lang is TargetLanguage => lang !== 'en');

/**
 * A locale is one of our languages by its primary subtag (`de-DE` is German); English is the source
 * language (docs/ itself); any other is not a language the knowledge base ships.
 */
export function matchLocale(locale: string): LocaleMatch {
  const primary = locale.split(/[-_]/)[0]!.toLowerCase();
  if (primary === 'en') return { kind: 'source' };
  const lang = TARGETS.find((target) => target === primary);
  if (lang) return { kind: 'language', lang };
  return { kind: 'unsupported', reason: `not a language of the knowledge base (${TARGETS.map((t) => `${t} ${LANGUAGE_NAMES[t]}`).join(', ')})` };
}
