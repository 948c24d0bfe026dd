import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { generateArticles, readSeedWords } from './corpus';
import { CategoryPlan } from '../content/categoryPlan';
import { IMAGE_FILE } from '../content/mediaPaths';
import { processArticleHtml } from '../content/pipeline';
import type { ArticleDoc, Models } from '../models';
import { clearContent, startEpoch } from '../models/contentEpoch';
import { isEmpty, seedFolder } from './seed';
import { ArticleWriter, categoryTree } from './generatedContent';
import { generateVersions } from './generateVersions';
import { clearTranslations, generatedLanguages, insertTranslations, translationsOf } from './generateTranslations';
import type { TranslationDoc, TranslationRevisionDoc } from '../translations/models';

export const GENERATE_MAX = 100_000;
const BATCH = 500;

export interface GenerateOptions {
  articles: number;
  /** Where the site serves /media/ from; the seed's images are copied there. */
  mediaDir: string;
  /** Delete the existing articles, categories and revisions first (otherwise the database must be empty). */
  replace?: boolean;
  /** Corpus seed: the same seed and count give the same articles. */
  seed?: number;
  /** Versions to make (the main line and N-1 forks, some articles edited in each): 1 or none for none. */
  versions?: number;
  /** Languages, English included: every article is translated into the first L - 1 of de, fr, es, ja (1 or none for none). */
  languages?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface GenerateResult {
  articles: number;
  categories: number;
  depth: number;
  images: number;
  /** Version names, main line first (empty without versions). */
  versions: string[];
  /** Languages articles were translated into, and how many translations are outdated. */
  languages: string[];
  outdated: number;
  /** Milliseconds in text generation and the content pipeline, and waiting for database inserts. */
  pipelineMs: number;
  databaseMs: number;
  totalMs: number;
}

export class NotEmptyError extends Error {
  constructor(count: number) {
    super(`The database already holds content (${count} articles); run with --replace to delete them (and their categories and revisions) first.`);
  }
}

/**
 * `pnpm kb generate --articles N`: fills the database with N generated articles (the benchmark
 * corpus's words as editor-style HTML, see generatedContent) across a deep category tree. Every
 * article goes through the content pipeline; articles are inserted 500 at a time while the next 500
 * go through the pipeline. Running servers do not pick them up: restart them.
 */
export async function generateKnowledgeBase(models: Models, options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  if (!options.replace && !(await isEmpty(models))) throw new NotEmptyError(await models.Article.countDocuments());
  if (options.replace) await Promise.all([clearContent(models), clearTranslations(models)]);

  const images = (await readdir(path.join(seedFolder, 'images'))).filter((f) => IMAGE_FILE.test(f)).sort();
  await mkdir(options.mediaDir, { recursive: true });
  for (const image of images) await copyFile(path.join(seedFolder, 'images', image), path.join(options.mediaDir, image));

  const words = readSeedWords();
  const tree = categoryTree(options.articles, { top: words.categories, deep: words.headings });
  const plan = new CategoryPlan([]);
  for (const categoryPath of tree.all) plan.ensurePath(categoryPath);
  const categories = plan.changes().created;
  await models.Category.insertMany(categories);
  const seed = options.seed ?? 42;
  const writer = new ArticleWriter(tree, images, new Set(), seed);

  let pipelineMs = 0;
  let databaseMs = 0;
  let inserting: Promise<void> = Promise.resolve();
  let batch: ArticleDoc[] = [];
  const languages = generatedLanguages(options.languages ?? 1);
  let translated = { published: [] as TranslationDoc[], revisions: [] as TranslationRevisionDoc[] };
  let outdated = 0;
  let written = 0;
  // Kept for the versions' rows (their HTML too: one in EDITED_EVERY is edited in each fork).
  const kept: ArticleDoc[] = [];
  const versions = options.versions ?? 1;
  let done = 0;
  const flush = async () => {
    const docs = batch;
    const translations = translated;
    batch = [];
    translated = { published: [], revisions: [] };
    const waitStarted = performance.now();
    await inserting;
    databaseMs += performance.now() - waitStarted;
    inserting = models.Article.insertMany(docs, { lean: true }).then(async () => {
      if (translations.published.length > 0) await insertTranslations(models, translations);
      done += docs.length;
      options.onProgress?.(done, options.articles);
    });
    // Awaited at the next flush; marked handled so a failure surfaces there, not as an unhandled rejection.
    inserting.catch(() => {});
  };

  let stepStarted = performance.now();
  for (const article of generateArticles(options.articles, seed)) {
    const source = writer.write(article);
    const processed = processArticleHtml(source.html);
    batch.push({
      _id: randomUUID(),
      slug: source.slug,
      title: source.title,
      categoryId: plan.ensurePath(source.category)._id,
      order: 0,
      content: processed.content,
      metaDescription: source.description,
      seoKeywords: source.keywords,
      semanticTags: source.tags,
      readingTime: processed.readingTime,
      wordCount: processed.wordCount,
      imageCount: processed.imageCount,
      headings: processed.headings,
      publishedRevisionId: null,
      createdAt: source.createdAt,
      updatedAt: source.updatedAt,
    });
    if (versions > 1) kept.push(batch.at(-1)!);
    if (languages.length > 0) {
      const made = translationsOf(batch.at(-1)!, source.html, languages, written);
      translated.published.push(...made.published);
      translated.revisions.push(...made.revisions);
      if (made.outdated) outdated += languages.length;
    }
    written += 1;
    if (batch.length === BATCH) {
      pipelineMs += performance.now() - stepStarted;
      await flush();
      stepStarted = performance.now();
    }
  }
  pipelineMs += performance.now() - stepStarted;
  if (batch.length > 0) await flush();
  const lastWait = performance.now();
  await inserting;
  databaseMs += performance.now() - lastWait;
  const made = versions > 1 ? await generateVersions(models, kept, versions) : { names: [] };
  await startEpoch(models);

  return {
    articles: options.articles,
    categories: categories.length,
    depth: Math.max(...categories.map((c) => plan.namesOf(c._id).length)),
    images: images.length,
    versions: made.names,
    languages,
    outdated,
    pipelineMs,
    databaseMs,
    totalMs: performance.now() - started,
  };
}
