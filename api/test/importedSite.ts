import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import type { ImportSource } from '../src/content/importSource';
import { writeImport } from '../src/commands/importContent';
import { leftoverSyntax } from '../src/content/leftoverSyntax';
import { repoRoot } from '../src/db/paths';
import type { ArticleDoc } from '../src/models';
import type { TestApi } from './harness';

/**
 * Converts a test site of `api/test/fixtures/third_party` (an excerpt of a real documentation site: see its
 * NOTICE.md) with `convert`, imports it into the test API's database (its media into a new temporary folder)
 * and expects no errors. Answers the converted source, the import's result, the articles then stored, and an
 * article's body by slug (a parsed fragment).
 */
export async function importThirdPartySite(api: TestApi, name: string, convert: (folder: string) => Promise<ImportSource>) {
  const source = await convert(path.join(repoRoot, 'api/test/fixtures/third_party', name));
  const result = await writeImport(api.deps.models, source, mkdtempSync(path.join(os.tmpdir(), 'kb-media-')));
  expect(result.errors).toEqual([]);
  const articles = await api.deps.models.Article.find().lean<ArticleDoc[]>();
  const body = (slug: string) => JSDOM.fragment(articles.find((article) => article.slug === slug)!.content);
  return { source, result, articles, body };
}

/** Expects no source syntax left (what `leftoverSyntax` finds) in any of the articles. */
export function expectNoLeftoverSyntax(articles: ArticleDoc[]): void {
  for (const article of articles) expect(leftoverSyntax(article.content), article.slug).toEqual([]);
}
