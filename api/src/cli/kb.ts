import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataPath } from '../db/paths';
import { exportContent } from '../commands/exportContent';
import { readContentFolder, writeImport } from '../commands/importContent';
import { convertDocusaurus } from '../content/docusaurus/convert';
import { isDocusaurus, isMkDocs } from '../content/docsSite/detect';
import { convertMkDocs } from '../content/mkdocs/convert';
import { openDatabase } from '../db/openDatabase';
import { loadEnv } from '../env';
import { parseGenerateArgs, runGenerate } from './generate';

const USAGE = 'Usage: pnpm kb import [--from kb|docusaurus|mkdocs] <folder> | pnpm kb export <folder> | pnpm kb generate --articles N [--replace] [--seed S]';
const FORMATS = ['kb', 'docusaurus', 'mkdocs'] as const;
type Format = (typeof FORMATS)[number];

/** `[--from kb|docusaurus|mkdocs] <folder>` → the folder and format (undefined: detected), or what is wrong. */
function parseFolderArgs(args: string[], withFormat: boolean): { folder: string; from?: Format } | { error: string } {
  try {
    const { values, positionals } = parseArgs({ args, options: withFormat ? { from: { type: 'string' } } : {}, allowPositionals: true, strict: true });
    if (positionals.length !== 1) return { error: positionals.length === 0 ? 'No folder given' : `One folder only, not ${positionals.length}` };
    const from = (values as { from?: string }).from;
    if (from !== undefined && !FORMATS.includes(from as Format)) return { error: `--from must be ${FORMATS.join(' or ')}, not '${from}'` };
    return { folder: positionals[0]!, from: from as Format | undefined };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * `pnpm kb import <folder>` loads Markdown or HTML articles (front matter or sidecar JSON),
 * categories*.json and images/ into the knowledge base; `pnpm kb import --from docusaurus <folder>`
 * (or a folder detected as a Docusaurus site or docs folder) imports Docusaurus docs, and `--from mkdocs`
 * (or a folder with mkdocs.yml) MkDocs docs, through the same write; `pnpm kb export <folder>` writes the knowledge base out in its own format; `pnpm kb generate --articles N` fills it with N generated articles (benchmarks).
 * Uses MONGODB_URI or the embedded database under DATA_DIR, like the server.
 * Exit code 1 when any file had an error (the others are still imported) or on bad usage.
 */
async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const args = command === 'generate' ? parseGenerateArgs(rest) : command === 'import' || command === 'export' ? parseFolderArgs(rest, command === 'import') : { error: '' };
  if ('error' in args) {
    console.error(args.error ? `${args.error}\n${USAGE}` : USAGE);
    return 2;
  }
  const folder = 'folder' in args ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.folder) : '';
  const env = loadEnv();
  const { models, close } = await openDatabase({ uri: env.MONGODB_URI, dataDir: dataPath(env, 'db'), log: () => {} });
  try {
    const mediaDir = dataPath(env, 'media');
    if (!('folder' in args)) return await runGenerate(models, mediaDir, args);
    if (command === 'import') {
      const from = args.from ?? ((await isMkDocs(folder)) ? 'mkdocs' : (await isDocusaurus(folder)) ? 'docusaurus' : 'kb');
      const read = { kb: readContentFolder, docusaurus: convertDocusaurus, mkdocs: convertMkDocs }[from];
      const result = await writeImport(models, await read(folder), mediaDir);
      console.log(
        `Imported ${result.articles} articles from ${folder}${from === 'kb' ? '' : from === 'mkdocs' ? ' (MkDocs)' : ' (Docusaurus)'}: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged; ${result.categories} categories.`,
      );
      for (const warning of result.warnings) console.warn(`warning: ${warning}`);
      if (result.warnings.length > 0) console.warn(`${result.warnings.length} warning(s): imported, but something was left out or is missing (above).`);
      for (const error of result.errors) console.error(`error: ${error}`);
      if (result.errors.length > 0) console.error(`${result.errors.length} file(s) could not be imported.`);
      return result.errors.length > 0 ? 1 : 0;
    }
    const result = await exportContent(models, folder, mediaDir);
    console.log(`Exported ${result.articles} articles, ${result.categories} categories and ${result.images} images to ${folder}.`);
    for (const warning of result.warnings) console.warn(`warning: ${warning}`);
    return 0;
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return 1;
  } finally {
    await close();
  }
}

process.exitCode = await main();
