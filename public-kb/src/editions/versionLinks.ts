import { editionPath, type ArticleInVersion, type Edition, type Language, type PublicVersion } from '@kb/contracts';

/** The query a version's home is opened with when the article the reader switched from is not in it. */
export const MISSING_ARTICLE_PARAM = 'missing';

/** Where the reader is: SPEC's path and query, the hash, and the article's slug on an article page. */
export interface PageAt {
  path: string;
  hash: string;
  slug?: string;
}

/** A version in the page's language: the current version has SPEC's URLs (no version prefix). */
function versionEdition(lang: Language, version: PublicVersion): Edition {
  return { lang, version: version.current ? null : version.name };
}

/** The version the page is in: the one its URL names, else the current one. */
export function pageVersion(versions: readonly PublicVersion[], { version }: Edition): PublicVersion | undefined {
  return versions.find((candidate) => (version === null ? candidate.current : candidate.name === version));
}

/** The article's slug in `version`: null when that version does not hold it, undefined while not known. */
function slugIn(places: readonly ArticleInVersion[] | undefined, version: PublicVersion): string | null | undefined {
  return places?.find((place) => place.name === version.name)?.slug;
}

/**
 * Where choosing `target` takes the reader: on an article, the same article there (under its slug in that
 * version), or that version's home with a note when it does not hold it; any other page stays the same page.
 */
export function switchTarget(lang: Language, target: PublicVersion, page: PageAt, places: readonly ArticleInVersion[] | undefined): string {
  const edition = versionEdition(lang, target);
  if (page.slug === undefined) return editionPath(edition, page.path);
  const slug = slugIn(places, target);
  return slug ? editionPath(edition, `/article/${encodeURIComponent(slug)}${page.hash}`) : editionPath(edition, `/?${MISSING_ARTICLE_PARAM}=article`);
}

/**
 * The banner's link to the current version: the same article there (`toArticle`), or, when it does not hold
 * it or that is not known yet, its home; other pages link the same page in the current version.
 */
export function currentVersionLink(
  lang: Language,
  current: PublicVersion,
  page: PageAt,
  places: readonly ArticleInVersion[] | undefined,
): { href: string; toArticle: boolean } {
  const edition = versionEdition(lang, current);
  if (page.slug === undefined) return { href: editionPath(edition, page.path), toArticle: false };
  const slug = slugIn(places, current);
  return slug ? { href: editionPath(edition, `/article/${encodeURIComponent(slug)}`), toArticle: true } : { href: editionPath(edition, '/'), toArticle: false };
}
