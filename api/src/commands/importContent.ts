import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CategoryPlan } from '../content/categoryPlan';
import { CategorySpec, lineAt } from '../content/frontMatter';
import type { ImportPage, ImportSource } from '../content/importSource';
import { IMAGE_FILE, mediaFiles, toSiteMedia } from '../content/mediaPaths';
import { isInside } from '../content/insideFolder';
import type { ProcessedContent } from '../content/pipeline';
import { ARTICLE_FILE, parseSource, type ParsedSource } from '../content/sourceFile';
import { htmlPool } from '../html/htmlPool';
import { HtmlRefused } from '../errors';
import type { ArticleDoc, CategoryDoc, Models } from '../models';
import { importRedirects, type WantedRedirects } from './importRedirects';
import { recordArticleChanges } from './recordChange';

export interface ImportResult {
  /** Categories in the knowledge base after the import. */
  categories: number;
  /** Article files imported (created, updated or unchanged). */
  articles: number;
  created: number;
  updated: number;
  unchanged: number;
  /** `file:line: message` for each file that could not be imported. */
  errors: string[];
  /** Imported, but something is missing (an image). */
  warnings: string[];
  /** Ids of the articles created or updated. */
  changedIds: string[];
}

const isDir = (p: string) =>
  stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
const listOf = (values: readonly string[]) => values.join('\u0000');

/**
 * The names in `dir` (shown as `prefix` + name) that are files within `folder` once symbolic links are
 * resolved; each link elsewhere is left out with a warning (an import reads nothing from outside its folder).
 */
function withinFolder(folder: string, dir: string, prefix: string, names: string[], warnings: string[]): string[] {
  return names.filter((name) => {
    if (isInside(folder, path.join(dir, name))) return true;
    warnings.push(`${prefix}${name}:1: a link to a file outside the imported folder: not imported`);
    return false;
  });
}

/** Reads categories*.json; a bad file is reported with its line and skipped. */
async function readCategorySpecs(folder: string, files: string[], errors: string[]): Promise<CategorySpec[][]> {
  const trees: CategorySpec[][] = [];
  for (const file of files.filter((f) => /^categories.*\.json$/i.test(f)).sort()) {
    const text = await readFile(path.join(folder, file), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      const position = /position (\d+)/.exec((err as Error).message);
      errors.push(`${file}:${position ? lineAt(text, Number(position[1])) : 1}: invalid JSON: ${(err as Error).message}`);
      continue;
    }
    const parsed = z.array(CategorySpec).safeParse(data);
    if (parsed.success) trees.push(parsed.data);
    else errors.push(`${file}:1: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return trees;
}

/** Ids of the given categories and all their descendants (their articles' category paths changed). */
function underCategories(changed: readonly CategoryDoc[], all: readonly CategoryDoc[]): Set<string> {
  const ids = new Set(changed.map((c) => c._id));
  for (let grew = true; grew;) {
    grew = false;
    for (const c of all) if (c.parentId && ids.has(c.parentId) && !ids.has(c._id)) grew = Boolean(ids.add(c._id));
  }
  return ids;
}

function changedFields(before: ArticleDoc, after: ArticleDoc): boolean {
  return (
    before.title !== after.title ||
    before.categoryId !== after.categoryId ||
    before.order !== after.order ||
    before.content !== after.content ||
    before.metaDescription !== after.metaDescription ||
    listOf(before.seoKeywords) !== listOf(after.seoKeywords) ||
    listOf(before.semanticTags) !== listOf(after.semanticTags) ||
    new Date(before.createdAt).getTime() !== new Date(after.createdAt).getTime() ||
    new Date(before.updatedAt).getTime() !== new Date(after.updatedAt).getTime()
  );
}

/**
 * Reads a content folder in the knowledge base's own format: `categories*.json` (optional category
 * trees), article files (`articles/` or the folder itself: .html, .htm, .md, .markdown with YAML
 * front matter or a sidecar `<name>.json`) and `images/`. A bad file is reported as
 * `file:line: message` and does not stop the others.
 */
export async function readContentFolder(folder: string): Promise<ImportSource> {
  if (!(await isDir(folder))) throw new Error(`No such folder: ${folder}`);
  const errors: string[] = [];
  const warnings: string[] = [];
  const files = withinFolder(
    folder,
    folder,
    '',
    (await readdir(folder)).filter((f) => /^categories.*\.json$/i.test(f)),
    warnings,
  );
  const categorySpecs = await readCategorySpecs(folder, files, errors);
  const articleDir = (await isDir(path.join(folder, 'articles'))) ? path.join(folder, 'articles') : folder;
  const prefix = articleDir === folder ? '' : 'articles/';
  const names = withinFolder(
    folder,
    articleDir,
    prefix,
    (await readdir(articleDir)).filter((f) => ARTICLE_FILE.test(f) || /\.json$/i.test(f)),
    warnings,
  );
  const imageDir = path.join(folder, 'images');
  const imageNames = (await readdir(imageDir).catch(() => [] as string[])).filter((f) => IMAGE_FILE.test(f));
  const images = withinFolder(folder, imageDir, 'images/', imageNames, warnings).map((name) => ({ name, file: path.join(imageDir, name) }));
  const pages: ImportPage[] = [];
  for (const file of names.filter((f) => ARTICLE_FILE.test(f)).sort()) {
    const name = `${prefix}${file}`;
    const sidecarFile = file.replace(ARTICLE_FILE, '.json');
    let source: ParsedSource;
    try {
      const sidecar = names.includes(sidecarFile)
        ? { name: `${prefix}${sidecarFile}`, text: await readFile(path.join(articleDir, sidecarFile), 'utf8') }
        : undefined;
      source = parseSource({ name, text: await readFile(path.join(articleDir, file), 'utf8'), sidecar });
    } catch (error) {
      // One unreadable file (a folder named like an article, no permission…) does not stop the others.
      errors.push(`${name}:1: could not be read: ${(error as Error).message}`);
      continue;
    }
    if (source.ok) pages.push({ name, meta: source.meta, html: toSiteMedia(source.html), where: source.where });
    else errors.push(source.error);
  }
  return { categorySpecs, pages, images, errors, warnings };
}

/** Loads a content folder in the knowledge base's own format (readContentFolder, then writeImport). */
export async function importContent(models: Models, folder: string, mediaDir: string): Promise<ImportResult> {
  return writeImport(models, await readContentFolder(folder), mediaDir);
}

/** A page that will be written: as the content pipeline made it. */
export interface PreparedPage {
  page: ImportPage;
  processed: ProcessedContent;
}

/**
 * What an import checks of its pages before anything is written, the same for `--dry-run` and the import: a slug
 * already used by another file of the import, a page the content pipeline refuses (too deep, too large), and images
 * the pages show that are neither imported nor in the media folder (`known`). `refuse` adds a check of the database's
 * (an id that belongs to another article). The errors and warnings are in the pages' order.
 */
export async function preparePages(
  source: ImportSource,
  known: ReadonlySet<string>,
  refuse?: (page: ImportPage) => string | undefined,
): Promise<{ prepared: PreparedPage[]; errors: string[]; warnings: string[] }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const prepared: PreparedPage[] = [];
  const seenSlugs = new Map<string, string>();
  for (const page of source.pages) {
    const { name, meta, html, where } = page;
    if (seenSlugs.has(meta.slug)) {
      errors.push(`${where('slug')}: slug: '${meta.slug}' is already used by ${seenSlugs.get(meta.slug)}`);
      continue;
    }
    const refused = refuse?.(page);
    if (refused) {
      errors.push(refused);
      continue;
    }
    let processed: ProcessedContent;
    try {
      processed = await htmlPool.run('processArticleHtml', html);
    } catch (error) {
      // Too deep, too large or too slow to parse: this page is left out, the others import.
      if (!(error instanceof HtmlRefused)) throw error;
      errors.push(`${name}: ${error.message}`);
      continue;
    }
    seenSlugs.set(meta.slug, name);
    for (const image of mediaFiles(processed.content)) if (!known.has(image)) warnings.push(`${name}: image images/${image} not found`);
    prepared.push({ page, processed });
  }
  return { prepared, errors, warnings };
}

/** The media an import's pages may show: the images it brings and those already in the site's media folder. */
export async function knownMedia(source: ImportSource, mediaDir: string): Promise<Set<string>> {
  return new Set([...source.images.map((image) => image.name), ...(await readdir(mediaDir).catch(() => [] as string[]))]);
}

/**
 * The one write path of every import: creates or updates the categories and articles of `source`
 * and copies its images into the site's media, and adds the old slugs its files name (`redirects`).
 * Every article goes through the content pipeline and is published (`beforeUpdate` sees the articles about to be
 * replaced, as they were). Re-importing updates articles by slug (categories by slug or name path) and never
 * duplicates; unchanged articles are not rewritten. Running instances catch up through the event log.
 */
export async function writeImport(
  models: Models,
  source: ImportSource,
  mediaDir: string,
  beforeUpdate?: (previous: ArticleDoc[]) => Promise<void>,
): Promise<ImportResult> {
  const errors = [...source.errors];
  const warnings = [...source.warnings];
  const [existingCategories, existingArticles] = await Promise.all([models.Category.find().lean<CategoryDoc[]>(), models.Article.find().lean<ArticleDoc[]>()]);
  const plan = new CategoryPlan(existingCategories);
  for (const tree of source.categorySpecs) plan.applySpecs(tree);
  plan.applyPlaces(source.categoryPlaces ?? []);
  const bySlug = new Map(existingArticles.map((a) => [a.slug, a]));
  const byId = new Map(existingArticles.map((a) => [a._id, a]));

  const now = new Date();
  const created: ArticleDoc[] = [];
  const updated: ArticleDoc[] = [];
  const redirects: WantedRedirects[] = [];
  let unchanged = 0;
  const refuse = ({ meta, where }: ImportPage) =>
    !bySlug.get(meta.slug) && meta.id && byId.has(meta.id)
      ? `${where('id')}: id: ${meta.id} already belongs to the article '${byId.get(meta.id)!.slug}'`
      : undefined;
  const checked = await preparePages(source, await knownMedia(source, mediaDir), refuse);
  errors.push(...checked.errors);
  warnings.push(...checked.warnings);
  for (const { page, processed } of checked.prepared) {
    const { name, meta } = page;
    const previous = bySlug.get(meta.slug);
    const createdAt = meta.createdAt ?? previous?.createdAt ?? now;
    const article: ArticleDoc = {
      _id: previous?._id ?? meta.id ?? randomUUID(),
      slug: meta.slug,
      title: meta.title,
      categoryId: plan.ensurePath(meta.category)._id,
      order: meta.order,
      content: processed.content,
      metaDescription: meta.description,
      seoKeywords: meta.keywords,
      semanticTags: meta.tags,
      readingTime: processed.readingTime,
      wordCount: processed.wordCount,
      imageCount: processed.imageCount,
      headings: processed.headings,
      publishedRevisionId: previous?.publishedRevisionId ?? null,
      createdAt,
      updatedAt: meta.updatedAt ?? previous?.updatedAt ?? createdAt,
    };
    if (meta.redirects?.length) redirects.push({ name, articleId: article._id, slugs: meta.redirects });
    if (!previous) {
      created.push(article);
      continue;
    }
    const edited = changedFields(previous, { ...article, updatedAt: previous.updatedAt });
    if (edited || changedFields(previous, article)) updated.push({ ...article, updatedAt: meta.updatedAt ?? (edited ? now : previous.updatedAt) });
    else unchanged += 1;
  }

  await mkdir(mediaDir, { recursive: true });
  for (const image of source.images) await copyFile(image.file, path.join(mediaDir, image.name));
  const categories = plan.changes();
  if (categories.created.length > 0) await models.Category.insertMany(categories.created);
  for (const category of categories.updated) await models.Category.replaceOne({ _id: category._id }, category);
  if (created.length > 0) await models.Article.insertMany(created);
  if (updated.length > 0) await beforeUpdate?.(updated.map((a) => byId.get(a._id)!));
  if (updated.length > 0) await models.Article.bulkWrite(updated.map((a) => ({ replaceOne: { filter: { _id: a._id }, replacement: a } })));
  const liveSlugs = new Set([...bySlug.keys(), ...checked.prepared.map(({ page }) => page.meta.slug)]);
  const redirected = await importRedirects(models, redirects, liveSlugs, warnings, now);
  const moved = underCategories(categories.updated, categories.all);
  const touched = new Set([...created, ...updated].map((a) => a._id).concat(redirected));
  for (const article of existingArticles) if (moved.has(article.categoryId)) touched.add(article._id);
  await recordArticleChanges(models, [...touched], null);
  const changedIds = [...created, ...updated].map((a) => a._id);
  return {
    categories: categories.all.length,
    articles: created.length + updated.length + unchanged,
    created: created.length,
    updated: updated.length,
    unchanged,
    errors,
    warnings,
    changedIds,
  };
}
