import type { Article, ArticleInVersion, EditionArticle, Language, PublicVersion, TargetLanguage } from '@kb/contracts';
import type { AppDeps } from '../deps';
import { HttpError } from '../errors';
import type { EditionView } from '../readModel/editionView';
import { editionArticle, editionSignature } from '../translations/editionArticles';
import { translationsFor } from '../translations/service';
import { articleVersionsOf } from './articleVersions';

/**
 * What the site's page server reads of the editions
 * (docs/decisions/0069-the-readers-side-of-versions-and-languages.md): the
 * versions readers may see, a version's view of the content, an article in a language, and the published
 * translations of a language for its sitemap. Each answer is the same object, or carries a number or a
 * signature that changes only when what it is made from changes, so pages made from them are prepared once.
 */
export interface ReaderEditions {
  /** The versions readers may see, current first; the same array until they change. */
  versions(): readonly PublicVersion[];
  /** A version's view (the current one for null); null for a version readers may not see. */
  view(version: string | null): EditionView | null;
  /** Whether a version is archived (read by its URL, with a banner saying so; left out of `versions()`). */
  archived(version: string): boolean;
  /** Where an article is in each version readers may see. */
  articleVersions(articleId: string): ArticleInVersion[];
  /** The article in a language (its translation, or English as the fallback), with its `editionSignature`. */
  articleIn(source: Article, lang: Language): Promise<{ article: EditionArticle; signature: string }>;
  /** The article's `editionSignature` in a language, once the translations are loaded (the fast path cannot wait). */
  articleSignature(source: Article, lang: Language): string | undefined;
  /** The published translations of a language (each article's slug and when its translation changed), listed when asked. */
  translated(lang: TargetLanguage): Promise<{ version: number; articles(): { slug: string; updatedAt: Date }[] }>;
}

export function readerEditions(deps: AppDeps): ReaderEditions {
  const { readModel } = deps;
  const service = translationsFor(deps);
  let versions: { version: number; list: readonly PublicVersion[] } | undefined;
  return {
    versions() {
      if (versions?.version !== readModel.versions.version) versions = { version: readModel.versions.version, list: readModel.versions.publicList() };
      return versions.list;
    },
    view(version) {
      try {
        return readModel.edition(version ?? undefined);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'versionNotFound') return null;
        throw error;
      }
    },
    archived: (version) => readModel.versions.byName(version)?.status === 'archived',
    articleVersions: (articleId) => articleVersionsOf(readModel, articleId),
    async articleIn(source, lang) {
      const library = await service.library();
      return { article: editionArticle(service, library, source, lang), signature: editionSignature(service, library, source, lang) };
    },
    articleSignature(source, lang) {
      const library = service.loaded();
      return library && editionSignature(service, library, source, lang);
    },
    async translated(lang) {
      const library = await service.library();
      const articles = () => {
        const listed = [];
        for (const doc of library.translationsIn(lang)) {
          const slug = readModel.slugOf(doc.articleId);
          if (slug !== undefined) listed.push({ slug, updatedAt: doc.updatedAt });
        }
        return listed;
      };
      return { version: library.version, articles };
    },
  };
}
