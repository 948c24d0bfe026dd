import { statSync } from 'node:fs';
import path from 'node:path';
import { VERSION_NAME_PATTERN } from '@kb/contracts';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { dataPath } from '../db/paths';
import { exportContent } from '../commands/exportContent';
import { knownMedia, preparePages, readContentFolder, writeImport } from '../commands/importContent';
import type { ImportSource } from '../content/importSource';
import { convertDocusaurus } from '../content/docusaurus/convert';
import { hasEditions } from '../content/docusaurus/editions';
import { importEditionsCommand } from './editionsImport';
import { asOneWrite } from '../commands/recordChange';
import { report } from './importReport';
import { isDocusaurus, isMkDocs } from '../content/docsSite/detect';
import { convertGitBook, isGitBook } from '../content/gitbook/convert';
import { convertMkDocs } from '../content/mkdocs/convert';
import { databaseOptions, openDatabase } from '../db/openDatabase';
import { loadEnv } from '../env';
import { parseGenerateArgs, runGenerate } from './generate';

const USAGE =
  'Usage: pnpm kb import [--from kb|docusaurus|mkdocs|gitbook] [--dry-run] [--main-version NAME] [--include-root FOLDER] <folder> | pnpm kb export <folder> | pnpm kb generate --articles N [--replace] [--seed S] [--versions V] [--languages L]';
const FORMATS = ['kb', 'docusaurus', 'mkdocs', 'gitbook'] as const;
type Format = (typeof FORMATS)[number];

/** `[--from kb|docusaurus|mkdocs|gitbook] <folder>` → the folder and format (undefined: detected), or what is wrong. */
function parseFolderArgs(
  args: string[],
  withFormat: boolean,
): { folder: string; from?: Format; dryRun?: boolean; mainVersion?: string; includeRoot?: string } | { error: string } {
  try {
    const options: ParseArgsConfig['options'] = withFormat
      ? { from: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'main-version': { type: 'string' }, 'include-root': { type: 'string' } }
      : {};
    const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (positionals.length !== 1) return { error: positionals.length === 0 ? 'No folder given' : `One folder only, not ${positionals.length}` };
    const from = values.from as string | undefined;
    if (from !== undefined && !FORMATS.includes(from as Format)) return { error: `--from must be ${FORMATS.join(' or ')}, not '${from}'` };
    const mainVersion = values['main-version'] as string | undefined;
    if (mainVersion !== undefined && !VERSION_NAME_PATTERN.test(mainVersion))
      return { error: `--main-version must be a version name such as 4.2, not '${mainVersion}'` };
    const includeRoot = values['include-root'] as string | undefined;
    if (includeRoot !== undefined && from !== undefined && from !== 'mkdocs')
      return { error: `--include-root is for MkDocs sites (their includes), not --from ${from}` };
    return { folder: positionals[0]!, from: from as Format | undefined, dryRun: values['dry-run'] === true, mainVersion, includeRoot };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const FORMAT_NAMES: Record<Format, string> = { kb: '', mkdocs: ' (MkDocs)', docusaurus: ' (Docusaurus)', gitbook: ' (GitBook)' };

const detect = async (folder: string, named: Format | undefined): Promise<Format> =>
  named ?? ((await isMkDocs(folder)) ? 'mkdocs' : isGitBook(folder) ? 'gitbook' : (await isDocusaurus(folder)) ? 'docusaurus' : 'kb');

/** Reads a folder to import in the format named (else the one detected); `includeRoot`: where MkDocs includes may read from. */
async function readImport(folder: string, named: Format | undefined, includeRoot?: string): Promise<{ from: Format; source: ImportSource }> {
  const from = await detect(folder, named);
  if (includeRoot && !statSync(includeRoot, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`--include-root ${includeRoot}: no such folder`);
  const read = {
    kb: readContentFolder,
    docusaurus: convertDocusaurus,
    gitbook: convertGitBook,
    mkdocs: (at: string) => convertMkDocs(at, undefined, { includeRoot }),
  }[from];
  return { from, source: await read(folder) };
}

/** `--dry-run`: reads and converts the folder, prints what an import would report, and writes nothing (no database). */
async function dryRun(folder: string, named: Format | undefined, includeRoot?: string): Promise<number> {
  try {
    const { from, source } = await readImport(folder, named, includeRoot);
    console.log(`Dry run: ${source.pages.length} articles read from ${folder}${FORMAT_NAMES[from]}; nothing written.`);
    // The import's own checks (slugs, the content pipeline, images), without the database.
    const checked = await preparePages(source, await knownMedia(source, dataPath(loadEnv(), 'media')));
    const errors = [...source.errors, ...checked.errors];
    return report(source, { warnings: [...source.warnings, ...checked.warnings], errors, imported: checked.prepared.length });
  } catch (err) {
    return failed(err);
  }
}

/**
 * `pnpm kb import <folder>` loads Markdown or HTML articles (front matter or sidecar JSON),
 * categories*.json and images/ into the knowledge base; `pnpm kb import --from docusaurus <folder>`
 * (or a folder detected as a Docusaurus site or docs folder) imports Docusaurus docs, and `--from mkdocs`
 * (or a folder with mkdocs.yml) MkDocs docs, through the same write, ending with a fidelity summary per construct (`--dry-run`: the
 * same report, nothing written); `pnpm kb export <folder>` writes the knowledge base out in its own format; `pnpm kb generate --articles N` fills it with N generated articles (benchmarks).
 * Uses MONGODB_URI or the embedded database under DATA_DIR, like the server.
 * Exit code 1 when any file had an error (the others are still imported) or on bad usage.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const args =
    command === 'generate'
      ? parseGenerateArgs(rest)
      : command === 'import' || command === 'export'
        ? parseFolderArgs(rest, command === 'import')
        : { error: '' };
  if ('error' in args) {
    console.error(args.error ? `${args.error}\n${USAGE}` : USAGE);
    return 2;
  }
  const fromHere = (name: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  const folder = 'folder' in args ? fromHere(args.folder) : '';
  const includeRoot = 'includeRoot' in args && args.includeRoot ? fromHere(args.includeRoot) : undefined;
  const editions = command === 'import' && 'dryRun' in args && (await detect(folder, args.from)) === 'docusaurus' && (await hasEditions(folder));
  if (editions && 'dryRun' in args && args.dryRun) return importEditionsCommand(folder, {}).catch(failed);
  if (command === 'import' && 'dryRun' in args && args.dryRun) return dryRun(folder, args.from, includeRoot);
  const env = loadEnv();
  const { conn, models, close } = await openDatabase({ ...databaseOptions(env), log: () => {} });
  try {
    const mediaDir = dataPath(env, 'media');
    if (!('folder' in args)) return await runGenerate(models, mediaDir, args);
    // One write: the instances running on this database reload what the import changed (its events carry it).
    if (editions)
      return await asOneWrite(models, null, () => importEditionsCommand(folder, { mainVersion: args.mainVersion, database: { env, conn, models, mediaDir } }));
    if (command === 'import') {
      const { from, source } = await readImport(folder, args.from, includeRoot);
      const result = await asOneWrite(models, null, () => writeImport(models, source, mediaDir));
      console.log(
        `Imported ${result.articles} articles from ${folder}${FORMAT_NAMES[from]}: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged; ${result.categories} categories.`,
      );
      return report(source, { ...result, imported: result.articles });
    }
    const result = await exportContent(models, folder, mediaDir);
    console.log(`Exported ${result.articles} articles, ${result.categories} categories and ${result.images} images to ${folder}.`);
    for (const warning of result.warnings) console.warn(`warning: ${warning}`);
    return 0;
  } catch (err) {
    return failed(err);
  } finally {
    await close();
  }
}

function failed(err: unknown): number {
  console.error(`error: ${(err as Error).message}`);
  return 1;
}

process.exitCode = await main();
