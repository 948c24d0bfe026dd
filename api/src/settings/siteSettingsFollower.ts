import type { FeedFollower } from '../events/eventFeed';
import type { Models } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { publicSettings, readSiteSettings } from './siteSettings';

/**
 * Keeps the read model's public settings in step with the stored ones: read once at start (`from`: the log's end
 * then), and again after an event that changed them (events/eventFeed; the instance that saved them shows them at once).
 */
export async function siteSettingsFollower(models: Models, readModel: ReadModel, from: number): Promise<FeedFollower> {
  let cursor = from;
  readModel.setSite(publicSettings(await readSiteSettings(models)));
  return {
    cursor: () => cursor,
    apply: async (events, upTo) => {
      if (events.some((event) => event.settingsChanged && event.writer !== readModel.instanceId))
        readModel.setSite(publicSettings(await readSiteSettings(models)));
      cursor = upTo;
    },
  };
}
