import type { Actor } from '@kb/contracts';
import type { EditionsPlan } from '../content/docusaurus/editionsPlan';
import type { SiteEditions } from '../content/docusaurus/editions';
import { Leases } from '../db/lease';
import type { AppDeps } from '../deps';
import type { ArticleDoc } from '../models';
import { translationsFor } from '../translations/service';
import { keepInForks } from '../versions/versionEditing';
import { articleAuthor } from './authorArticle';
import { writeImport, type ImportPage, type ImportResult } from './importContent';
import { importLanguage, type LanguageImported } from './importTranslations';
import { importVersion, type VersionImported } from './importVersions';
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
}

/**
 * Imports a Docusaurus site's editions (readDocusaurusEditions, planEditions) through the knowledge base's own
 * commands: `docs/` is written as the main line (writeImport; forks that showed an article as it was keep it),
 * each new or changed main-line article gets a published revision, then each version is forked and given its
 * own pages (importVersion), then each language's translations are published linked to their source article
 * and its revision (importLanguage). Running it again writes only what changed.
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
  const writer = { ...articleAuthor(deps, leases), leases };
  const warnings = [...plan.warnings];
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
  // Oldest first: the console and the switcher list versions newest first by creation, as versions.json does.
  for (const planned of [...plan.versions].reverse())
    versions.push(await importVersion(writer, planned, articleOf, { mainLineName: options.mainLineName ?? MAIN_LINE_NAME, actor: IMPORT_ACTOR }));
  const service = translationsFor(deps);
  const languages: LanguageImported[] = [];
  for (const language of plan.languages) languages.push(await importLanguage(service, language, articleOf, IMPORT_ACTOR));
  return { main, revisions, versions, languages, warnings };
}
