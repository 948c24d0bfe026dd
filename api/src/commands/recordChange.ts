import type { Models } from '../models';

/**
 * Who wrote a change-log entry: the instance whose read model already holds the change (its own poller
 * skips the entry), or null for a writer with no read model (an import from the command line).
 */
export type ChangeWriter = { readonly instanceId: string } | null;

/**
 * Appends a change-log entry after an article is published, changed or taken off the site (an insert: safe on FerretDB). Other
 * API instances poll the log and reload the articles it names.
 */
export async function recordArticleChange(models: Models, articleId: string, writer: ChangeWriter): Promise<void> {
  await models.ChangeLog.create({ articleId, at: new Date(), writer: writer?.instanceId ?? null });
}

/** The change-log entry of a category change names no article: other instances reload the categories. */
const CATEGORIES_CHANGED = 'categories';

export async function recordCategoryChange(models: Models, writer: ChangeWriter): Promise<void> {
  await recordArticleChange(models, CATEGORIES_CHANGED, writer);
}

/** Appends one change-log entry per article (after an import), in one insert. */
export async function recordArticleChanges(models: Models, articleIds: readonly string[], writer: ChangeWriter): Promise<void> {
  if (articleIds.length === 0) return;
  const at = new Date();
  await models.ChangeLog.insertMany(articleIds.map((articleId) => ({ articleId, at, writer: writer?.instanceId ?? null })));
}
