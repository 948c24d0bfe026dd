import { createContext, useContext } from 'react';
import { DEFAULT_EDITION, DEFAULT_LANGUAGE, editionPath, editionPrefix, LANGUAGES, type ArticleInVersion, type Edition, type Language } from '@kb/contracts';

/**
 * The edition (version and language) the page is in, from its URL prefix (docs/decisions.md, "Versions and
 * languages"). The shell provides it; @kb/api-client is a shared singleton, so the remotes read the same
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

/** A page's canonical URL: the page in its language, in the current version (docs/decisions.md). */
export function canonicalUrl(origin: string, { lang }: Edition, path: string): string {
  return `${origin}${editionPath({ lang, version: null }, path)}`;
}

/**
 * An article page's canonical URL: the article in the page's language in the current version, under its slug
 * there; a page of another version whose article the current version does not hold is its own. `places`
 * (where the article is in each version) is read on another version's page only; without it, the current
 * version's URL of the same slug.
 */
export function articleCanonicalUrl(origin: string, edition: Edition, slug: string, places?: readonly ArticleInVersion[]): string {
  const path = (name: string) => `/article/${encodeURIComponent(name)}`;
  const current = edition.version === null || !places ? undefined : places.find((place) => place.current);
  if (current && !current.slug) return `${origin}${editionPath(edition, path(slug))}`;
  return canonicalUrl(origin, edition, path(current?.slug ?? slug));
}

/** The page in every language of its version, for `hreflang` alternates; `x-default` is English. */
export function languageAlternates(origin: string, { version }: Edition, path: string, languages: readonly Language[] = LANGUAGES): { hreflang: string; href: string }[] {
  const href = (lang: Language) => `${origin}${editionPath({ lang, version }, path)}`;
  return [...languages.map((lang) => ({ hreflang: lang, href: href(lang) })), { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) }];
}
