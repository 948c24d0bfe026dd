import type Koa from 'koa';
import { createApp } from './app';
import { connectDatabase } from './db/connect';
import { startDatabase, type RunningDatabase } from './db/launcher';
import { dataPath } from './db/paths';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { createLogger, type Logger } from './logger';
import { createModels, type Models } from './models';
import { startChangePoller } from './readModel/changePoller';
import { ReadModel } from './readModel/readModel';
import { isEmpty, reseed } from './seeding/seed';

export interface RunningApi {
  app: Koa;
  deps: AppDeps;
  database: RunningDatabase;
  mediaDir: string;
  /** Resolves when the published content is loaded and the search index built. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Starts the database (external or embedded), seeds an empty one, builds the app and starts loading the read model. */
export async function startApi(env: Env): Promise<RunningApi> {
  const logger = createLogger(env.LOG_LEVEL);
  const log = (message: string) => logger.info(message);
  const database = await startDatabase({ uri: env.MONGODB_URI, dataDir: dataPath(env, 'db'), log });
  const conn = await connectDatabase(database.uri);
  const models = createModels(conn);
  await Promise.all(Object.values(models).map((model) => model.createIndexes()));
  const mediaDir = dataPath(env, 'media');
  if (env.SEED_ON_EMPTY && (await isEmpty(models))) {
    const result = await reseed(models, mediaDir);
    log(`Seeded ${result.categories} categories and ${result.articles} articles`);
    for (const error of result.errors) logger.warn(error);
  }
  const readModel = new ReadModel();
  // Started first: what other instances publish while this one loads is applied once it has loaded.
  const poller = startChangePoller(models, readModel, { logger });
  let closing = false;
  const ready = loadInBackground(readModel, models, logger, () => closing);
  const deps: AppDeps = { env, logger, conn, models, readModel };
  return {
    app: createApp(deps),
    deps,
    database,
    mediaDir,
    ready,
    close: async () => {
      closing = true;
      await poller.stop();
      await conn.close();
      await database.stop();
    },
  };
}

/**
 * Loads the read model while the server already answers (health at once, public content once read,
 * search once indexed: 100,000 articles take a while); retries every 5 s if the database fails.
 */
async function loadInBackground(readModel: ReadModel, models: Models, logger: Logger, closing: () => boolean): Promise<void> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  while (!closing()) {
    try {
      await readModel.load(models);
      logger.info(`Loaded ${readModel.stats().articles} published articles and built the search index in ${seconds()} s`);
      return;
    } catch (err) {
      if (closing()) return;
      logger.error({ err }, 'Loading the published content failed; retrying in 5 s');
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}
