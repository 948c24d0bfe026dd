import type { Connection } from 'mongoose';
import { knownMedia, preparePages } from '../commands/importContent';
import { writeEditions } from '../commands/importEditions';
import { dataPath } from '../db/paths';
import { loadEnv } from '../env';
import { readDocusaurusEditions } from '../content/docusaurus/editions';
import { planEditions } from '../content/docusaurus/editionsPlan';
import { editionsSummary } from '../content/docusaurus/editionsReport';
import type { Env } from '../env';
import { createLogger } from '../logger';
import type { Models } from '../models';
import { ReadModel } from '../readModel/readModel';
import { report } from './importReport';

/**
 * `pnpm kb import` of a Docusaurus site with versions or translations: reads and plans every edition, then
 * (given a database; without one it is a dry run) writes them through writeEditions, and prints the fidelity summary with the versions,
 * languages and skips. The exit code: 1 when any page or versions.json could not be read.
 */
export async function importEditionsCommand(
  folder: string,
  options: { mainVersion?: string; database?: { env: Env; conn: Connection; models: Models; mediaDir: string } },
): Promise<number> {
  const editions = await readDocusaurusEditions(folder);
  const plan = planEditions(editions);
  const errors = [...editions.main.errors, ...plan.errors];
  if (!options.database) {
    console.log(
      `Dry run: ${editions.main.pages.length} articles, ${plan.versions.length} versions and ${plan.languages.length} languages read from ${folder} (Docusaurus); nothing written.`,
    );
    // The main line's import checks (slugs, the content pipeline, images) as the import makes them, without the database.
    const checked = await preparePages(editions.main, await knownMedia(editions.main, dataPath(loadEnv(), 'media')));
    const warnings = [...editions.main.warnings, ...checked.warnings, ...plan.warnings];
    const code = report(editions.main, { warnings, errors: [...errors, ...checked.errors], imported: checked.prepared.length });
    console.log(editionsSummary(editions, plan).join('\n'));
    return code;
  }
  const { env, conn, models, mediaDir } = options.database;
  const readModel = new ReadModel();
  await readModel.load(models);
  const deps = { env, logger: createLogger('silent'), conn, models, readModel };
  const result = await writeEditions(deps, editions, plan, mediaDir, { mainLineName: options.mainVersion });
  const { main } = result;
  console.log(
    `Imported ${main.articles} articles from ${folder} (Docusaurus): ${main.created} new, ${main.updated} updated, ${main.unchanged} unchanged; ${main.categories} categories; ${result.revisions} published as revisions.`,
  );
  const code = report(editions.main, { warnings: main.warnings.concat(result.warnings), errors: [...main.errors, ...plan.errors], imported: main.articles });
  console.log(editionsSummary(editions, plan, result).join('\n'));
  return code;
}
