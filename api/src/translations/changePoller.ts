import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import type { TranslationChangeDoc, TranslationDoc } from './models';
import { IN_MEMORY, type Translations } from './service';

/** Notes are re-read this far back, so one written late (or by a host whose clock runs behind) is still seen. */
const OVERLAP_MS = 10_000;

export interface TranslationPoller {
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps this instance's translations in step with other instances': reads the `translation_changes` notes
 * (skipping its own), notes saved drafts and reloads published translations by key (one read by `_id`).
 */
export function startTranslationPoller(service: Translations, logger: Logger, intervalMs = 1000): TranslationPoller {
  let cursor = Date.now() - OVERLAP_MS;
  const seen = new Map<string, number>();
  let running: Promise<void> | null = null;

  const apply = async () => {
    const library = service.loaded();
    if (!library) return;
    const notes = await service.models.TranslationChange.find({ at: trusted({ $gt: new Date(cursor - OVERLAP_MS) }) })
      .sort({ at: 1 })
      .lean<TranslationChangeDoc[]>();
    for (const note of notes) {
      const at = new Date(note.at).getTime();
      if (seen.has(note._id)) continue;
      seen.set(note._id, at);
      cursor = Math.max(cursor, at);
      if (note.writer === service.deps.readModel.instanceId) continue;
      if (note.kind === 'save') library.noteSaved(note.translationKey, new Date(note.revisionAt).getTime());
      const doc = note.kind === 'publish' ? await service.models.Translation.findById(note.translationKey, IN_MEMORY).lean<TranslationDoc>() : null;
      if (doc) library.put(doc);
    }
    for (const [id, at] of seen) if (at < cursor - 2 * OVERLAP_MS) seen.delete(id);
  };
  const pollNow = () => {
    running ??= apply()
      .catch((err: unknown) => logger.warn({ err }, 'Reading other instances’ translation changes failed; trying again'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void pollNow(), intervalMs);
  timer.unref();
  return {
    pollNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
