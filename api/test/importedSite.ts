import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { writeImport, type ImportSource } from '../src/commands/importContent';
import { leftoverSyntax } from '../src/content/leftoverSyntax';
import { repoRoot } from '../src/db/paths';
import type { ArticleDoc } from '../src/models';
import type { TestApi } from './harness';

/** A test site of `api/test/fixtures/third_party` (an excerpt of a real documentation site: see its NOTICE.md). */
export const thirdPartySite = (name: string) => path.join(repoRoot, 'api/test/fixtures/third_party', name);

/**
 * Imports a converted site into the test API's database, its media into a new temporary folder. Answers the
 * import's result, the articles then stored, and an article's body by slug (a parsed fragment).
 */
export async function importSite(api: TestApi, source: ImportSource) {
  const result = await writeImport(api.deps.models, source, mkdtempSync(path.join(os.tmpdir(), 'kb-media-')));
  const articles = await api.deps.models.Article.find().lean<ArticleDoc[]>();
  const body = (slug: string) => JSDOM.fragment(articles.find((article) => article.slug === slug)!.content);
  return { result, articles, body };
}

/** Expects no source syntax left (what `leftoverSyntax` finds) in any of the articles. */
export function expectNoLeftoverSyntax(articles: ArticleDoc[]): void {
  for (const article of articles) expect(leftoverSyntax(article.content), article.slug).toEqual([]);
}
