import type { TargetLanguage } from '@kb/contracts';
import { randomUUID } from 'node:crypto';
import { processArticleHtml } from '../content/pipeline';
import type { ArticleDoc, Models } from '../models';
import { translationKey, translationModels, type TranslationDoc, type TranslationRevisionDoc } from '../translations/models';
import { sourceMarker } from '../translations/sourceMarker';
import { GENERATED_LANGUAGES, htmlInLanguage, inLanguage } from './generatedLanguages';

/** One translation in this many was made from an earlier source revision: the console and the reader show it Outdated. */
export const OUTDATED_EVERY = 10;

/** What `--languages L` gives besides English: the first L - 1 of de, fr, es, ja. */
export const generatedLanguages = (count: number): TargetLanguage[] => GENERATED_LANGUAGES.slice(0, Math.max(0, count - 1));

const GENERATOR = { personId: null, adminName: 'kb generate' };

/**
 * The published translations of one generated article (and the revision each was published from), as
 * `publishTranslation` stores them: the translated HTML through the content pipeline, linked to the article's
 * source marker, or for one in OUTDATED_EVERY to a source revision since replaced.
 */
export function translationsOf(
  article: ArticleDoc,
  sourceHtml: string,
  languages: readonly TargetLanguage[],
  index: number,
): { published: TranslationDoc[]; revisions: TranslationRevisionDoc[]; outdated: boolean } {
  const published: TranslationDoc[] = [];
  const revisions: TranslationRevisionDoc[] = [];
  const outdated = index % OUTDATED_EVERY === 0;
  const sourceRevisionId = outdated ? randomUUID() : sourceMarker(article);
  for (const lang of languages) {
    const key = translationKey(article._id, lang);
    const text = {
      articleId: article._id,
      lang,
      versionId: null,
      title: inLanguage(article.title, lang),
      description: inLanguage(article.metaDescription, lang),
      sourceRevisionId,
      sourceContent: article.content,
    };
    const html = htmlInLanguage(sourceHtml, lang);
    const revisionId = randomUUID();
    revisions.push({
      _id: revisionId,
      translationKey: key,
      ...text,
      content: html,
      origin: 'machine',
      ...GENERATOR,
      createdAt: article.updatedAt,
      isPublished: true,
      publishedBy: GENERATOR,
    });
    const { content, headings, wordCount, imageCount, readingTime } = processArticleHtml(html);
    published.push({
      _id: key,
      ...text,
      content,
      headings,
      wordCount,
      imageCount,
      readingTime,
      publishedRevisionId: revisionId,
      createdAt: article.updatedAt,
      updatedAt: article.updatedAt,
    });
  }
  return { published, revisions, outdated };
}

/** Inserts a batch of generated translations (the published ones and their revisions). */
export async function insertTranslations(models: Models, batch: { published: TranslationDoc[]; revisions: TranslationRevisionDoc[] }): Promise<void> {
  const { Translation, TranslationRevision } = translationModels(models.Article.db);
  await TranslationRevision.insertMany(batch.revisions, { lean: true });
  await Translation.insertMany(batch.published, { lean: true });
}

/** `--replace` starts from no translations either (they belong to the articles it deletes). */
export async function clearTranslations(models: Models): Promise<void> {
  const { Translation, TranslationRevision } = translationModels(models.Article.db);
  await Promise.all([Translation.deleteMany({}), TranslationRevision.deleteMany({})]);
}
