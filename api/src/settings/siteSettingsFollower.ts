import type { SiteSettings } from '@kb/contracts';
import type { FeedFollower } from '../events/eventFeed';
import type { Models } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { publicSettings, readSiteSettings } from './siteSettings';

/** Each instance's review switch as it follows it beside its read model's public settings. */
const reviewSwitches = new WeakMap<ReadModel, boolean>();

/** Settings read or written on this instance: the public ones go into the read model, the review switch beside it. */
export function takeSettings(readModel: ReadModel, settings: SiteSettings): void {
  readModel.setSite(publicSettings(settings));
  reviewSwitches.set(readModel, settings.reviewRequired);
}

/**
 * Whether the site requires review: as this instance follows it (the instance that changed it at once, the others
 * within their next poll of the event log), or one read where nothing follows the settings.
 */
export async function reviewRequired(models: Models, readModel: ReadModel): Promise<boolean> {
  return reviewSwitches.get(readModel) ?? (await readSiteSettings(models)).reviewRequired;
}

/**
 * Keeps the read model's public settings (and the review switch) in step with the stored ones: read once at start
 * (`from`: the log's end then), and again after an event that changed them (events/eventFeed; the instance that saved
 * them shows them at once). The shared-password sign-in is not taken from here: a session's check reads it, so that
 * switching it off ends sessions on every instance at once.
 */
export async function siteSettingsFollower(models: Models, readModel: ReadModel, from: number): Promise<FeedFollower> {
  let cursor = from;
  takeSettings(readModel, await readSiteSettings(models));
  return {
    cursor: () => cursor,
    apply: async (events, upTo) => {
      if (events.some((event) => event.settingsChanged && event.writer !== readModel.instanceId)) takeSettings(readModel, await readSiteSettings(models));
      cursor = upTo;
    },
  };
}
