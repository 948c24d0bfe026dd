import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { CategorySpec } from '../content/frontMatter';
import { mediaFiles, toFolderMedia } from '../content/mediaPaths';
import type { ArticleDoc, CategoryDoc, Models, SlugRedirectDoc } from '../models';
import { byOrderThenName } from '../readModel/categoryTree';
import { categoryPath } from '../readModel/searchDocs';

export interface ExportResult {
  categories: number;
  articles: number;
  images: number;
  /** Images an article shows that are not in the media folder. */
  warnings: string[];
}

function categoryTree(categories: readonly CategoryDoc[], parentId: string | null = null): CategorySpec[] {
  return categories
    .filter((c) => (c.parentId ?? null) === parentId)
    .sort(byOrderThenName)
    .map((c) => ({ id: c._id, name: c.name, slug: c.slug, order: c.order, children: categoryTree(categories, c._id) }));
}

/**
 * Writes the knowledge base out in the import format, into a new or empty folder:
 * `categories.json` (the tree with ids, slugs and order), `articles/<slug>.html` (YAML front matter
 * with title, slug, category path, description, keywords, tags, order, id, createdAt, updatedAt and
 * the old slugs that redirect to it, then the published HTML with images pointing at `images/`) and `images/` (the media they show).
 * Importing it into an empty database gives the same site.
 */
export async function exportContent(models: Models, folder: string, mediaDir: string): Promise<ExportResult> {
  const existing = await readdir(folder).catch(() => [] as string[]);
  if (existing.length > 0) throw new Error(`The folder ${folder} is not empty; export into a new or empty folder`);
  const [categories, articles, redirects] = await Promise.all([
    models.Category.find().lean<CategoryDoc[]>(),
    models.Article.find().sort({ slug: 1 }).lean<ArticleDoc[]>(),
    models.SlugRedirect.find().sort({ _id: 1 }).lean<SlugRedirectDoc[]>(),
  ]);
  const oldSlugs = new Map<string, string[]>();
  for (const redirect of redirects) oldSlugs.set(redirect.articleId, [...(oldSlugs.get(redirect.articleId) ?? []), redirect._id]);
  const byId = new Map(categories.map((c) => [c._id, c]));
  await mkdir(path.join(folder, 'articles'), { recursive: true });
  await writeFile(path.join(folder, 'categories.json'), `${JSON.stringify(categoryTree(categories), null, 2)}\n`);

  const media = new Set<string>();
  for (const article of articles) {
    for (const image of mediaFiles(article.content)) media.add(image);
    const front = {
      title: article.title,
      slug: article.slug,
      category: categoryPath(article.categoryId, byId),
      description: article.metaDescription,
      keywords: article.seoKeywords,
      tags: article.semanticTags,
      order: article.order,
      id: article._id,
      createdAt: new Date(article.createdAt),
      updatedAt: new Date(article.updatedAt),
      ...(oldSlugs.has(article._id) ? { redirects: oldSlugs.get(article._id) } : {}),
    };
    await writeFile(path.join(folder, 'articles', `${article.slug}.html`), matter.stringify(toFolderMedia(article.content), front));
  }

  const warnings: string[] = [];
  const available = new Set(await readdir(mediaDir).catch(() => [] as string[]));
  let images = 0;
  if (media.size > 0) await mkdir(path.join(folder, 'images'), { recursive: true });
  for (const image of [...media].sort()) {
    if (!available.has(image)) {
      warnings.push(`images/${image}: not found in ${mediaDir}`);
      continue;
    }
    await copyFile(path.join(mediaDir, image), path.join(folder, 'images', image));
    images += 1;
  }
  return { categories: categories.length, articles: articles.length, images, warnings };
}
