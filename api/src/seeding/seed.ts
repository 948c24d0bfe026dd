import path from 'node:path';
import { clearContent, startEpoch } from '../models/contentEpoch';
import { importContent, type ImportResult } from '../commands/importContent';
import { repoRoot } from '../db/paths';
import type { Models } from '../models';

export const seedFolder = path.join(repoRoot, 'api', 'seed', 'content');

/** Asks for one document of each, not a count: FerretDB counts by reading every article (over 20 s at 100,000). */
export async function isEmpty(models: Models): Promise<boolean> {
  return !(await models.Article.exists({})) && !(await models.Category.exists({}));
}

/** Removes all content (articles, categories, revisions) and loads the seed content. */
export async function reseed(models: Models, mediaDir: string): Promise<ImportResult> {
  await clearContent(models);
  const result = await importContent(models, seedFolder, mediaDir);
  await startEpoch(models);
  return result;
}
