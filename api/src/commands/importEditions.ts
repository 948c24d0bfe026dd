import type { Actor, MadeCurrent } from '@kb/contracts';
import type { EditionsPlan } from '../content/docusaurus/editionsPlan';
import type { SiteEditions } from '../content/docusaurus/editions';
import { Leases } from '../db/lease';
import type { AppDeps } from '../deps';
import type { ArticleDoc } from '../models';
import { MAIN_LINE_ID } from '../readModel/versionSet';
import { translationsFor } from '../translations/service';
import { makeCurrent, RELEASE_LEASE_TIMES } from '../versions/makeCurrent';
import { updateVersion } from '../versions/updateVersion';
import { keepInForks } from '../versions/versionEditing';
import { articleAuthor } from './authorArticle';
import type { ImportPage } from '../content/importSource';
import { writeImport, type ImportResult } from './importContent';
import { importLanguage, type LanguageImported } from '../translations/importTranslations';
import { importVersion, type VersionImported } from '../versions/importVersions';
import { publishRevision } from './publishRevision';
import { saveRevision } from './saveRevision';

/** Who an import's revisions, versions and translations are attributed to. */
const IMPORT_ACTOR: Actor = { personId: null, adminName: 'kb import' };

/** The main line's name when a site's first version is imported: Docusaurus's own label for `docs/` ("Next"). */
const MAIN_LINE_NAME = 'next';

export interface EditionsResult {
  main: ImportResult;
  /** Main-line articles given a published revision (new or changed ones), so versions and translations can point at it. */
  revisions: number;
  versions: VersionImported[];
  languages: LanguageImported[];
  warnings: string[];
  /** The config's lastVersion made current (docs/decisions/0193-lastversion-made-current-labels-as-names.md). */
  current?: MadeCurrent;
}

/**
 * Imports a Docusaurus site's editions (readDocusaurusEditions, planEditions) through the knowledge base's own
 * commands: `docs/` is written as the main line (writeImport; forks that showed an article as it was keep it),
 * each new or changed main-line article gets a published revision, then each version is forked and given its
 * own pages (importVersion), then each language's translations are published linked to their source article
 * and its revision (importLanguage). Running it again writes only what changed. When the site's config names a version
 * as `lastVersion`, that version is then made current (makeCurrent) and docs/ stays as a beta version; a site whose
 * version was made current is not imported again (docs/ would be written over the current version).
 */
export async function writeEditions(
  deps: AppDeps,
  editions: SiteEditions,
  plan: EditionsPlan,
  mediaDir: string,
  options: { mainLineName?: string } = {},
): Promise<EditionsResult> {
  const { models, readModel } = deps;
  const leases = new Leases(deps.conn);
  const writer = { ...articleAuthor(deps, leases), leases, releases: new Leases(deps.conn, RELEASE_LEASE_TIMES) };
  const warnings = [...plan.warnings];
  const released = readModel.versions.byId(MAIN_LINE_ID)?.name;
  if (released !== undefined && plan.versions.some((version) => version.name === released))
    throw new Error(
      `The current version is named ${released}, as a version of the site is: an earlier import (the config's lastVersion) or "Make current" made it current, and importing ${editions.mainFolder}/ again would write over it (nothing imported)`,
    );
  const main = await writeImport(models, editions.main, mediaDir, async (previous) => {
    for (const before of previous) await keepInForks(models, readModel, before);
  });
  await readModel.load(models);
  const ids = new Map((await models.Article.find({}, { slug: 1 }).lean<Pick<ArticleDoc, '_id' | 'slug'>[]>()).map((a) => [a.slug, a._id]));
  const articleOf = (page: ImportPage) => readModel.storedArticle(ids.get(page.meta.slug) ?? '');

  const changed = new Set(main.changedIds);
  let revisions = 0;
  for (const page of editions.main.pages) {
    const article = articleOf(page);
    if (!article || (article.publishedRevisionId !== null && !changed.has(article._id))) continue;
    const revision = await saveRevision({ models, readModel }, article._id, article.content, IMPORT_ACTOR);
    await publishRevision(writer, revision._id, IMPORT_ACTOR);
    revisions += 1;
  }
  const versions: VersionImported[] = [];
  const mainLineName = options.mainLineName ?? editions.mainLineName ?? MAIN_LINE_NAME;
  // Versions newer than the site's lastVersion (before it in versions.json) are previews, as Docusaurus' "unreleased" banner says.
  const lastAt = plan.versions.findIndex((v) => v.name === editions.lastVersion);
  const newer = new Set(plan.versions.slice(0, Math.max(0, lastAt)).map((v) => v.name));
  // Oldest first: the console and the switcher list versions newest first by creation, as versions.json does.
  for (const planned of [...plan.versions].reverse()) {
    const status = newer.has(planned.name) ? 'beta' : 'deprecated';
    versions.push(await importVersion(writer, planned, articleOf, { mainLineName, actor: IMPORT_ACTOR, status }));
  }
  const service = translationsFor(deps);
  const languages: LanguageImported[] = [];
  for (const language of plan.languages) languages.push(await importLanguage(service, language, articleOf, IMPORT_ACTOR));
  // The version Docusaurus serves at the docs' root is the one readers get by default: released as "Make current" does, and
  // docs/ (the main line until then) stays as a preview under its name.
  if (editions.lastVersion === undefined) return { main, revisions, versions, languages, warnings };
  const current = await makeCurrent(writer, editions.lastVersion, IMPORT_ACTOR);
  await updateVersion(writer, current.kept, { status: 'beta' }, IMPORT_ACTOR);
  return { main, revisions, versions, languages, warnings, current };
}
