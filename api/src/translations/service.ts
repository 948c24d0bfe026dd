import type { AppDeps } from '../deps';
import { KeyedQueue } from '../db/keyedQueue';
import { Leases } from '../db/lease';
import type { ReadModel } from '../readModel/readModel';
import { TranslationLibrary } from './library';
import { translationModels, type TranslationDoc, type TranslationModels } from './models';
import { TranslationProgress } from './progress';
import { SourceMarkers } from './sourceMarker';

export interface Translations {
  deps: AppDeps;
  models: TranslationModels;
  /** The published translations in memory: read from the database on first use, then kept up to date. */
  library(): Promise<TranslationLibrary>;
  /** The library when it is loaded (the poller applies other instances' changes only then). */
  loaded(): TranslationLibrary | undefined;
  markers: SourceMarkers;
  progress: TranslationProgress;
  /** One writer at a time per translation key, on this instance and across instances. */
  writes: KeyedQueue;
}

/** What the library holds of a published translation: everything but the source's HTML (read for a diff only). */
export const IN_MEMORY = { sourceContent: 0 } as const;

async function load(models: TranslationModels, readModel: ReadModel): Promise<TranslationLibrary> {
  const [docs, saved] = await Promise.all([
    models.Translation.find({}, IN_MEMORY).lean<TranslationDoc[]>(),
    models.TranslationRevision.find({}, { translationKey: 1, createdAt: 1 }).lean<{ translationKey: string; createdAt: Date }[]>(),
  ]);
  return new TranslationLibrary(
    readModel,
    docs,
    saved.map((r) => [r.translationKey, new Date(r.createdAt).getTime()]),
  );
}

const services = new WeakMap<ReadModel, Translations>();

/** The translations of one app (one per read model, so each instance keeps its own, like its read model). */
export function translationsFor(deps: AppDeps): Translations {
  let service = services.get(deps.readModel);
  if (!service) {
    const models = translationModels(deps.conn);
    let loading: Promise<TranslationLibrary> | null = null;
    let library: TranslationLibrary | undefined;
    const markers = new SourceMarkers(deps.readModel);
    service = {
      deps,
      models,
      markers,
      progress: new TranslationProgress(deps.readModel, markers),
      writes: new KeyedQueue({ leases: new Leases(deps.conn), name: 'translation' }),
      loaded: () => library,
      library: () => {
        loading ??= load(models, deps.readModel).then(
          (loadedLibrary) => (library = loadedLibrary),
          (error: unknown) => {
            loading = null;
            throw error;
          },
        );
        return loading;
      },
    };
    services.set(deps.readModel, service);
  }
  return service;
}
