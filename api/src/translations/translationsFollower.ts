import type { FeedFollower } from '../events/eventFeed';
import type { TranslationDoc } from './models';
import { IN_MEMORY, type Translations } from './service';

/**
 * Keeps this instance's translations in step with other instances' (events/eventFeed), once the library is
 * loaded: an event's translation notes mark saved drafts, and published translations are read again by key (one
 * read by `_id`). The library's `feedCursor` is the last event it holds (the log's end when it was loaded, or the
 * snapshot's it was restored from).
 */
export function translationsFollower(service: Translations): FeedFollower {
  return {
    cursor: () => service.loaded()?.feedCursor ?? null,
    apply: async (events, upTo) => {
      const library = service.loaded();
      if (!library) return;
      for (const event of events) {
        if (event.writer === service.deps.readModel.instanceId) continue;
        for (const note of event.translationNotes ?? []) {
          if (note.kind === 'save') library.noteSaved(note.key, new Date(note.revisionAt).getTime());
          const doc = note.kind === 'publish' ? await service.models.Translation.findById(note.key, IN_MEMORY).lean<TranslationDoc>() : null;
          if (doc) library.put(doc);
        }
      }
      library.feedCursor = Math.max(library.feedCursor, upTo);
    },
  };
}
