import { articleCanonicalUrl, DEFAULT_LANGUAGE, LANGUAGES, type Article, type Edition, type Language, type TargetLanguage } from '@kb/contracts';
import { keys, type InitialDataEntry } from '@kb/api-client';
import type { ReaderEditions } from '@kb/api';
import type { SiteContent } from './pagesMiddleware';

/** The languages an article's page lists as `hreflang` alternates: English (its source) and those it is translated into. */
const articleLanguages = (translated: readonly Language[]) => LANGUAGES.filter((lang) => lang === DEFAULT_LANGUAGE || translated.includes(lang));

/** What a page reads of one version of the content. */
export type VersionView = Pick<SiteContent, 'slugState' | 'articleById' | 'sidebar' | 'stats'>;

/**
 * The page server's reads in an edition
 * (docs/decisions/0069-the-readers-side-of-versions-and-languages.md): the version's
 * content, the article in the page's language, the versions for the switcher and banner, and the canonical
 * URL of a page of another version. Without the API's editions (a site app given only its content, as in
 * tests) every edition reads the default content.
 */
export class EditionReads {
  constructor(
    private readonly content: SiteContent,
    private readonly editions?: ReaderEditions,
  ) {}

  /** The edition's version of the content; null for a version readers may not see (the page is a 404). */
  view({ version }: Edition): VersionView | null {
    if (version === null || !this.editions) return this.content;
    return this.editions.view(version);
  }

  /**
   * The versions readers may see: every page carries them (the header's switcher, the banner); a page of an
   * archived version (in none of them) also says that it is archived, for its banner.
   */
  versionsEntries({ version }: Edition): InitialDataEntry[] {
    const entries = [{ key: keys.versions(), data: this.editions?.versions() ?? [] }];
    return version !== null && this.editions?.archived(version) ? [...entries, { key: keys.archivedVersion(version), data: true }] : entries;
  }

  /**
   * The article as the edition shows it (in its language, with its `edition`; SPEC's article in English), the
   * languages it really exists in (English and its published translations, for `hreflang`), and what else
   * than `source` its page was made from (its edition's signature: a translation of this article published
   * or taken off changes the English page's alternates too; other articles' publishes change nothing).
   */
  async article(source: Article, { lang }: Edition): Promise<{ article: Article; languages: Language[]; sources: unknown[] }> {
    if (!this.editions) return { article: source, languages: [DEFAULT_LANGUAGE], sources: [] };
    const { article, signature } = await this.editions.articleIn(source, lang);
    return {
      article: lang === DEFAULT_LANGUAGE ? source : article,
      languages: articleLanguages(article.edition?.languages ?? []),
      sources: [source, signature],
    };
  }

  /** What else than `source` the article's page in the edition is made from, without waiting: null while the translations load. */
  articleSourcesNow(source: Article, { lang }: Edition): unknown[] | null {
    if (!this.editions) return [];
    const signature = this.editions.articleSignature(source, lang);
    return signature === undefined ? null : [source, signature];
  }

  /**
   * The article page's extra data on a site with versions: where the article is in each version, for the
   * switcher and the banner to link it without a request. Nothing on a site with one version.
   */
  articleVersionsEntry(article: Article, edition: Edition): InitialDataEntry | null {
    if (!this.editions || this.editions.versions().length < 2) return null;
    return { key: keys.articleVersions(article.slug, edition), data: this.editions.articleVersions(article.id) };
  }

  /** An article page's canonical URL (`articleCanonicalUrl`): another version's page needs where the article is in each. */
  articleCanonical(origin: string, article: Article, edition: Edition): string {
    const places = edition.version === null || !this.editions ? undefined : this.editions.articleVersions(article.id);
    return articleCanonicalUrl(origin, edition, article, places);
  }

  /** A language's published translations (none without the API's editions), for its sitemap. */
  translated(lang: TargetLanguage): ReturnType<ReaderEditions['translated']> {
    return this.editions ? this.editions.translated(lang) : Promise.resolve({ version: 0, articles: () => [] });
  }

  /** What the versions' data of a page is made from (a prepared page is made again when they change). */
  versionSources(): unknown[] {
    return [this.editions?.versions()];
  }
}
