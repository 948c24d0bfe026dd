import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { ReaderKeys, type Reader } from './readerKeys';
import { InsightsRecorder } from './recorder';
import { InsightsStore } from './store';

export interface InsightsService {
  keys: ReaderKeys;
  recorder: InsightsRecorder;
  store: InsightsStore;
  /** Today's reader behind a request, by its address (no cookie; see ReaderKeys). */
  readerOf(ctx: Context): Promise<Reader>;
}

const services = new WeakMap<AppDeps['models'], InsightsService>();

/** The reader-insights parts of one app, made on first use (one per database, like the search log). */
export function insightsFor({ models, logger }: Pick<AppDeps, 'models' | 'logger'>): InsightsService {
  let service = services.get(models);
  if (!service) {
    const keys = new ReaderKeys(models, logger);
    const store = new InsightsStore(models, logger);
    service = {
      keys,
      store,
      recorder: new InsightsRecorder(models, logger, store),
      readerOf: (ctx) => keys.readerFor(ctx.ip),
    };
    services.set(models, service);
  }
  return service;
}
