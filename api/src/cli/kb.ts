import path from 'node:path';
import { dataPath } from '../db/paths';
import { exportContent } from '../commands/exportContent';
import { importContent } from '../commands/importContent';
import { connectDatabase } from '../db/connect';
import { startDatabase } from '../db/launcher';
import { loadEnv } from '../env';
import { createModels } from '../models';
import { parseGenerateArgs, runGenerate } from './generate';

const USAGE = 'Usage: pnpm kb import <folder> | pnpm kb export <folder> | pnpm kb generate --articles N [--replace] [--seed S]';

/**
 * `pnpm kb import <folder>` loads Markdown or HTML articles (front matter or sidecar JSON),
 * categories*.json and images/ into the knowledge base; `pnpm kb export <folder>` writes it back out
 * in the same format; `pnpm kb generate --articles N` fills it with N generated articles (benchmarks).
 * Uses MONGODB_URI or the embedded database under DATA_DIR, like the server.
 * Exit code 1 when any file had an error (the others are still imported) or on bad usage.
 */
async function main(): Promise<number> {
  const [command, folderArg] = process.argv.slice(2);
  const generate = command === 'generate' ? parseGenerateArgs(process.argv.slice(3)) : null;
  if (generate && 'error' in generate) {
    console.error(`${generate.error}\n${USAGE}`);
    return 2;
  }
  if (!generate && ((command !== 'import' && command !== 'export') || !folderArg)) {
    console.error(USAGE);
    return 2;
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folderArg ?? '.');
  const env = loadEnv();
  const database = await startDatabase({ uri: env.MONGODB_URI, dataDir: dataPath(env, 'db'), log: () => {} });
  const conn = await connectDatabase(database.uri);
  try {
    const models = createModels(conn);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const mediaDir = dataPath(env, 'media');
    if (generate) return await runGenerate(models, mediaDir, generate);
    if (command === 'import') {
      const result = await importContent(models, folder, mediaDir);
      console.log(
        `Imported ${result.articles} articles from ${folder}: ${result.created} new, ${result.updated} updated, ${result.unchanged} unchanged; ${result.categories} categories.`,
      );
      for (const warning of result.warnings) console.warn(`warning: ${warning}`);
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
    await conn.close();
    await database.stop();
  }
}

process.exitCode = await main();
