import { articlePath } from './urls';

/**
 * Editions: one version of the knowledge base in one language
 * (docs/decisions/0065-versions-and-languages-the-design.md). The default edition (the current version, in
 * English) has SPEC's URLs; every other one
 * has a prefix, language first: `/de/…`, `/v/4.1/…`, `/de/v/4.1/…`.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', ja: '日本語' };

/** A version's name, as it appears in URLs: "4.2", "2024-R1", "next". */
export const VERSION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,31}$/;

export interface Edition {
  lang: Language;
  /** A version's name; null for the current version. */
  version: string | null;
}

export const DEFAULT_EDITION: Edition = { lang: DEFAULT_LANGUAGE, version: null };

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The edition a path's prefix names, and the path without it (SPEC's route, matched by the route table). */
export function splitEditionPath(pathname: string): { edition: Edition; rest: string } {
  let rest = pathname;
  let lang: Language = DEFAULT_LANGUAGE;
  const langMatch = /^\/([a-z]{2})(?=\/|$)/.exec(rest);
  if (langMatch && isLanguage(langMatch[1]!) && langMatch[1] !== DEFAULT_LANGUAGE) {
    lang = langMatch[1] as Language;
    rest = rest.slice(langMatch[0].length);
  }
  let version: string | null = null;
  const versionMatch = /^\/v\/([^/]+)(?=\/|$)/.exec(rest);
  if (versionMatch && VERSION_NAME_PATTERN.test(versionMatch[1]!)) {
    version = versionMatch[1]!;
    rest = rest.slice(versionMatch[0].length);
  }
  return { edition: { lang, version }, rest: rest || '/' };
}

/** The prefix of an edition's URLs: '' for the default edition. */
export function editionPrefix({ lang, version }: Edition): string {
  return `${lang === DEFAULT_LANGUAGE ? '' : `/${lang}`}${version === null ? '' : `/v/${version}`}`;
}

/** A SPEC path (`/`, `/article/x`, `/search?q=…`) in an edition. */
export function editionPath(edition: Edition, path: string): string {
  const prefix = editionPrefix(edition);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** A page's canonical URL: the page in its language, in the current version
 * (docs/decisions/0065-versions-and-languages-the-design.md). */
export function canonicalUrl(origin: string, { lang }: Edition, path: string): string {
  return `${origin}${editionPath({ lang, version: null }, path)}`;
}

/**
 * An article page's canonical URL: the article in the page's language in the current version, under its slug
 * there; a page of another version whose article the current version does not hold is its own. `places`
 * (where the article is in each version) is read on another version's page only; without it, the current
 * version's URL of the same slug.
 */
export function articleCanonicalUrl(
  origin: string,
  page: Edition,
  { slug, edition: shown }: { slug: string; edition?: { kind: string } },
  places?: readonly { current: boolean; slug: string | null }[],
): string {
  // A page in a language the article is not translated into shows the English article: that is its canonical.
  const edition = shown?.kind === 'fallback' ? { ...page, lang: DEFAULT_LANGUAGE } : page;
  const path = articlePath;
  const current = edition.version === null || !places ? undefined : places.find((place) => place.current);
  if (current && !current.slug) return `${origin}${editionPath(edition, path(slug))}`;
  return canonicalUrl(origin, edition, path(current?.slug ?? slug));
}
