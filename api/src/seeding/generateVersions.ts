import { randomUUID } from 'node:crypto';
import { processArticleHtml } from '../content/pipeline';
import type { ArticleDoc, Models, VersionArticleDoc, VersionDoc } from '../models';
import { rowOf } from '../readModel/versionRows';
import { MAIN_LINE_ID } from '../readModel/versionSet';

/** One article in this many is edited in each older version (the others are shared with the main line). */
export const EDITED_EVERY = 20;
const BATCH = 1000;

export interface GeneratedVersions {
  names: string[];
  /** Articles each fork changed. */
  edited: number;
}

/**
 * `kb generate --versions N`: the main line is release `N.0`; forks `N-1.0` … `1.0` (deprecated) hold every
 * article, one in EDITED_EVERY of them edited there (a note on the older release's behaviour), the rest shared.
 */
export async function generateVersions(models: Models, articles: readonly ArticleDoc[], count: number): Promise<GeneratedVersions> {
  const names = Array.from({ length: count }, (_, i) => `${count - i}.0`);
  const now = new Date();
  await models.Version.create({
    _id: MAIN_LINE_ID,
    name: names[0]!,
    status: 'current',
    forkedFrom: null,
    createdAt: now,
    createdBy: null,
  } satisfies VersionDoc);
  let edited = 0;
  for (const name of names.slice(1)) {
    const versionId = randomUUID();
    const rows: VersionArticleDoc[] = articles.map((article, i) => {
      if (i % EDITED_EVERY !== 0) return rowOf(article, versionId);
      const processed = processArticleHtml(`${article.content}<h2>In release ${name}</h2><p>Release ${name} does this differently: see its release notes.</p>`);
      return rowOf({ ...article, ...processed, updatedAt: now }, versionId, true);
    });
    edited = Math.ceil(articles.length / EDITED_EVERY);
    for (let at = 0; at < rows.length; at += BATCH) await models.VersionArticle.insertMany(rows.slice(at, at + BATCH), { lean: true });
    await models.Version.create({ _id: versionId, name, status: 'deprecated', forkedFrom: MAIN_LINE_ID, createdAt: now, createdBy: null } satisfies VersionDoc);
  }
  return { names, edited };
}
