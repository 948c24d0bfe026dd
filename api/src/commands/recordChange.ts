import type { Models } from '../models';

/**
 * Appends a change-log entry after an article is published, changed or taken off the site (an insert: safe on FerretDB). Other
 * API instances poll the log and reload the articles it names.
 */
export async function recordArticleChange(models: Models, articleId: string): Promise<void> {
  await models.ChangeLog.create({ articleId, at: new Date() });
}

/** The change-log entry of a category change names no article: other instances reload the categories. */
export const CATEGORIES_CHANGED = 'categories';

export async function recordCategoryChange(models: Models): Promise<void> {
  await models.ChangeLog.create({ articleId: CATEGORIES_CHANGED, at: new Date() });
}

/** Appends one change-log entry per article (after an import), in one insert. */
export async function recordArticleChanges(models: Models, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  const at = new Date();
  await models.ChangeLog.insertMany(articleIds.map((articleId) => ({ articleId, at })));
}
