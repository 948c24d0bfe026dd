import { trusted } from 'mongoose';
import type { Logger } from '../logger';
import { changePruner } from '../readModel/changeRetention';
import type { TranslationChangeDoc, TranslationDoc } from './models';
import { IN_MEMORY, type Translations } from './service';

/** Notes are re-read this far back, so one written late (or by a host whose clock runs behind) is still seen. */
const OVERLAP_MS = 10_000;

export interface TranslationPoller {
  pollNow(): Promise<void>;
  /** Applies every note since the library's cursor now (after a poll under way), failing when the notes cannot be read. */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps this instance's translations in step with other instances': reads the `translation_changes` notes
 * (skipping its own), notes saved drafts and reloads published translations by key (one read by `_id`), from
 * the library's `noteCursor` on (when it was loaded, or as far as the snapshot it was restored from had read).
 */
export function startTranslationPoller(service: Translations, logger: Logger, intervalMs = 1000): TranslationPoller {
  const seen = new Map<string, number>();
  let running: Promise<void> | null = null;
  const prune = changePruner(service.models.TranslationChange);

  const apply = async () => {
    const library = service.loaded();
    if (!library) return;
    const notes = await service.models.TranslationChange.find({ at: trusted({ $gt: new Date(library.noteCursor - OVERLAP_MS) }) })
      .sort({ at: 1 })
      .lean<TranslationChangeDoc[]>();
    for (const note of notes) {
      const at = new Date(note.at).getTime();
      if (seen.has(note._id)) continue;
      seen.set(note._id, at);
      if (note.writer !== service.deps.readModel.instanceId) {
        if (note.kind === 'save') library.noteSaved(note.translationKey, new Date(note.revisionAt).getTime());
        const doc = note.kind === 'publish' ? await service.models.Translation.findById(note.translationKey, IN_MEMORY).lean<TranslationDoc>() : null;
        if (doc) library.put(doc);
      }
      // Moved on once the note is applied: a snapshot taken meanwhile reads it again at the next start.
      library.noteCursor = Math.max(library.noteCursor, at);
    }
    for (const [id, at] of seen) if (at < library.noteCursor - 2 * OVERLAP_MS) seen.delete(id);
    await prune();
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
    catchUp: async () => {
      await running;
      await apply();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
