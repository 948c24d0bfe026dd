import { parseArgs } from 'node:util';
import { dataPath } from '../db/paths';
import { databaseOptions, openDatabase } from '../db/openDatabase';
import { loadEnv } from '../env';
import { isEmpty, reseed } from '../seeding/seed';

/** `pnpm seed` seeds an empty database; `pnpm seed --reset` replaces all content with the seed. */
const { reset } = parseArgs({ options: { reset: { type: 'boolean', default: false } } }).values;
const env = loadEnv();
const { models, close } = await openDatabase(databaseOptions(env));
if (!reset && !(await isEmpty(models))) {
  console.log('The database already has content; use `pnpm seed --reset` to replace it with the seed.');
} else {
  const result = await reseed(models, dataPath(env, 'media'));
  console.log(`Seeded ${result.categories} categories and ${result.articles} articles.`);
  for (const error of result.errors) console.error(error);
}
await close();
