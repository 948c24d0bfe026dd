import type Koa from 'koa';
import { createApp } from './app';
import type { RunningDatabase } from './db/launcher';
import { databaseOptions, openDatabase } from './db/openDatabase';
import { dataPath } from './db/paths';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { insightsFor } from './insights/insightsService';
import { startInsightsMaintenance } from './insights/maintenance';
import { createLogger, type Logger } from './logger';
import { ReadModel } from './readModel/readModel';
import { startScheduler } from './reviews/scheduler';
import { startDigests } from './events/digest';
import { startReadModel } from './readModel/startReadModel';
import { siteSettingsFollower } from './settings/siteSettingsFollower';
import { translationsFollower } from './translations/translationsFollower';
import { startEventFeed } from './events/eventFeed';
import { translationsFor } from './translations/service';
import { isEmpty, reseed } from './seeding/seed';
import { slotOldRevisions } from './commands/revisionSlots';
import { htmlPool } from './html/htmlPool';

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
export async function startApi(env: Env, options: { logger?: Logger } = {}): Promise<RunningApi> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const log = (message: string) => logger.info(message);
  const opened = await openDatabase({ ...databaseOptions(env), log });
  const { database, conn, models } = opened;
  const mediaDir = dataPath(env, 'media');
  if (env.SEED_ON_EMPTY && (await isEmpty(models))) {
    const result = await reseed(models, mediaDir);
    log(`Seeded ${result.categories} categories and ${result.articles} articles`);
    for (const error of result.errors) logger.warn(error);
  }
  const slotted = await slotOldRevisions(models);
  if (slotted) log(`Indexed ${slotted} revisions by article (revision_slots)`);
  const readModel = new ReadModel();
  const deps: AppDeps = { env, logger, conn, models, readModel };
  const translations = translationsFor(deps);
  // One follower of the event log for what other instances write: the read model, the translations, the settings.
  const feed = startEventFeed(models, { logger });
  feed.follow(translationsFollower(translations));
  feed.follow(await siteSettingsFollower(models, readModel, await feed.lastPlace()));
  const started = startReadModel(models, readModel, {
    logger,
    snapshotFile: dataPath(env, 'snapshot', 'read-model.bin'),
    translations: translations.snapshotPart(() => feed.catchUp()),
    feed,
  });
  htmlPool.warm();
  const maintenance = startInsightsMaintenance(models, logger, env.ANALYTICS_RETENTION_DAYS);
  const scheduler = startScheduler(deps);
  const digests = startDigests(deps);
  // The published translations and their search indexes are restored from the snapshot or read at start (a failure is retried on first use).
  translations.library().catch((err: unknown) => logger.warn({ err }, 'Loading the translations failed; they are read again when first asked for'));
  return {
    app: createApp(deps),
    deps,
    database,
    mediaDir,
    ready: started.ready,
    close: async () => {
      maintenance.stop();
      await scheduler.stop();
      await digests.stop();
      await feed.stop();
      await insightsFor(deps).recorder.flush();
      await started.stop();
      await opened.close();
    },
  };
}
