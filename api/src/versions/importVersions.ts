import type { Actor } from '@kb/contracts';
import { processArticleHtml } from '../content/pipeline';
import type { ImportPage } from '../content/importSource';
import type { PlannedVersion } from '../content/docusaurus/editionsPlan';
import type { ArticleDoc } from '../models';
import { createVersion } from './createVersion';
import { setOnSiteInVersion } from './versionEditing';
import { publishRevision, type RevisionWriter } from '../commands/publishRevision';
import { saveRevision } from '../commands/saveRevision';
import type { Leases } from '../db/lease';
import { MAIN_LINE_ID } from '../readModel/versionSet';

export interface VersionImportWriter extends RevisionWriter {
  leases: Leases;
}

/** What importing one version did. */
export interface VersionImported {
  name: string;
  created: boolean;
  /** Pages the version shares with the main line (the same revision). */
  shared: number;
  /** Pages with text of their own in the version: published now, or already as imported before. */
  published: number;
  unchanged: number;
  /** Main-line articles the version does not have, taken off the site in it. */
  takenOff: number;
}

/** What the version shows readers of an article now: its own content, else the main line's (a shared row). */
function shownIn(writer: VersionImportWriter, versionId: string, article: ArticleDoc): string | undefined {
  const row = writer.readModel.versions.overlay(versionId)?.row(article._id);
  if (!row || row.status !== 'published') return undefined;
  return row.fields?.content ?? article.content;
}

/**
 * Imports one version (a `versions.json` entry): forks the main line under its name (deprecated: an older
 * release than the main line; beta when newer than the site's lastVersion) unless it exists, then saves and publishes in it each page whose text differs
 * from the main line's (a page already shown as imported is left alone), and takes off the site in it the
 * main-line articles it does not have. Identical pages stay shared: no revision, no copy.
 */
export async function importVersion(
  writer: VersionImportWriter,
  planned: PlannedVersion,
  articleOf: (page: ImportPage) => ArticleDoc | undefined,
  options: { mainLineName?: string; actor: Actor; status?: 'beta' | 'deprecated' },
): Promise<VersionImported> {
  const { readModel } = writer;
  const { actor } = options;
  const existing = readModel.versions.byName(planned.name);
  const mainLineName = readModel.versions.byId(MAIN_LINE_ID) ? undefined : options.mainLineName;
  const version = existing ?? (await createVersion(writer, { name: planned.name, status: options.status ?? 'deprecated', mainLineName }, actor));
  const done: VersionImported = { name: planned.name, created: !existing, shared: planned.plan.shared.length, published: 0, unchanged: 0, takenOff: 0 };
  for (const { page, main } of planned.plan.differing) {
    const article = articleOf(main);
    if (!article) continue;
    if (shownIn(writer, version._id, article) === processArticleHtml(page.html).content) {
      done.unchanged += 1;
      continue;
    }
    const revision = await saveRevision(writer, article._id, page.html, actor, version._id);
    await publishRevision(writer, revision._id, actor);
    done.published += 1;
  }
  for (const main of planned.plan.absent) {
    const article = articleOf(main);
    if (!article || shownIn(writer, version._id, article) === undefined) continue;
    await setOnSiteInVersion(writer, article, version._id, false, actor);
    done.takenOff += 1;
  }
  return done;
}
