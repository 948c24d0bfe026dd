import { createContext, useContext } from 'react';
import { DEFAULT_EDITION, DEFAULT_LANGUAGE, editionPath, editionPrefix, LANGUAGES, type Edition, type Language } from '@kb/contracts';

/**
 * The edition (version and language) the page is in, from its URL prefix
 * (docs/decisions/0065-versions-and-languages-the-design.md). The shell provides it; @kb/api-client is a shared
 * singleton, so the remotes read the same
 * context. Without a provider: the default edition (SPEC's site).
 */
export const EditionContext = createContext<Edition>(DEFAULT_EDITION);

export function useEdition(): Edition {
  return useContext(EditionContext);
}

/** The `lang` and `version` query parameters of a public read: none for the default edition. */
export function editionQuery({ lang, version }: Edition): { lang?: Edition['lang']; version?: string } {
  return { ...(lang === DEFAULT_LANGUAGE ? {} : { lang }), ...(version === null ? {} : { version }) };
}

/** What an SWR key adds for an edition: nothing for the default one (SPEC's keys), else its URL prefix. */
export function editionKey(edition: Edition): [] | [string] {
  const prefix = editionPrefix(edition);
  return prefix ? [prefix] : [];
}

/** The page in every language of its version, for `hreflang` alternates; `x-default` is English. */
export function languageAlternates(
  origin: string,
  { version }: Edition,
  path: string,
  languages: readonly Language[] = LANGUAGES,
): { hreflang: string; href: string }[] {
  const href = (lang: Language) => `${origin}${editionPath({ lang, version }, path)}`;
  return [...languages.map((lang) => ({ hreflang: lang, href: href(lang) })), { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) }];
}
