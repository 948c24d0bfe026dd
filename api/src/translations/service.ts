import type { AppDeps } from '../deps';
import { KeyedQueue } from '../db/keyedQueue';
import { findLastPlace } from '../events/eventLog';
import { Leases } from '../db/lease';
import type { ReadModel } from '../readModel/readModel';
import type { SnapshotPart } from '../readModel/readModelSnapshot';
import { TranslationLibrary, type TranslationsDump } from './library';
import { translationModels, type TranslationDoc, type TranslationModels } from './models';
import { TranslationProgress } from './progress';
import { SourceMarkers } from './sourceMarker';

export interface Translations {
  deps: AppDeps;
  models: TranslationModels;
  /** The published translations in memory: read from the database on first use, then kept up to date. */
  library(): Promise<TranslationLibrary>;
  /** The library when it is loaded (its follower applies other instances' changes only then). */
  loaded(): TranslationLibrary | undefined;
  /**
   * Keeps the library in the read-model snapshot: once taken, the library waits for the snapshot to be read at
   * start and is restored from it (then brought up to date with `catchUp`, the events since), or loaded.
   */
  snapshotPart(catchUp: () => Promise<void>): SnapshotPart<TranslationsDump>;
  markers: SourceMarkers;
  progress: TranslationProgress;
  /** One writer at a time per translation key, on this instance and across instances. */
  writes: KeyedQueue;
}

/** What the library holds of a published translation: everything but the source's HTML (read for a diff only). */
export const IN_MEMORY = { sourceContent: 0 } as const;

async function load(models: TranslationModels, deps: AppDeps): Promise<TranslationLibrary> {
  // The log's end before reading: what others write meanwhile is applied after (translationsFollower).
  const feedCursor = await findLastPlace(deps.models);
  const [docs, saved] = await Promise.all([
    models.Translation.find({}, IN_MEMORY).lean<TranslationDoc[]>(),
    models.TranslationRevision.find({}, { translationKey: 1, createdAt: 1 }).lean<{ translationKey: string; createdAt: Date }[]>(),
  ]);
  return new TranslationLibrary(
    deps.readModel,
    docs,
    saved.map((r) => [r.translationKey, new Date(r.createdAt).getTime()]),
    feedCursor,
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
    let fromSnapshot: Promise<{ dump: TranslationsDump | undefined; catchUp: () => Promise<void> }> | undefined;
    let restored = false;
    const open = async (): Promise<TranslationLibrary> => {
      const snapshot = await fromSnapshot;
      if (!snapshot?.dump) return load(models, deps);
      library = TranslationLibrary.restore(deps.readModel, snapshot.dump);
      restored = true;
      await snapshot.catchUp();
      return library;
    };
    const markers = new SourceMarkers(deps.readModel);
    service = {
      deps,
      models,
      markers,
      progress: new TranslationProgress(deps.readModel, markers),
      writes: new KeyedQueue({ leases: new Leases(deps.conn), name: 'translation' }),
      loaded: () => library,
      snapshotPart: (catchUp) => {
        let decide!: (dump: TranslationsDump | undefined) => void;
        fromSnapshot = new Promise((resolve) => (decide = (dump) => resolve({ dump, catchUp })));
        return {
          // A library loaded from the database is a change to write; one restored from the snapshot is not.
          get version() {
            return library ? library.ownVersion + (restored ? 0 : 1) : 0;
          },
          dump: () => library?.dump(),
          restore: (dump) => decide(dump),
          ready: async () => {
            await service!.library();
          },
        };
      },
      library: () => {
        loading ??= open().then(
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
