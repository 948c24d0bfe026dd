import type { Logger } from '../logger';
import type { Models } from '../models';
import type { ReadModel } from '../readModel/readModel';
import { publicSettings, readSiteSettings } from './siteSettings';

/** Other instances' settings changes show within about this long (the one that saved them shows them at once). */
const SETTINGS_POLL_MS = 2000;

/**
 * Keeps the read model's public settings in step with the stored ones: one read by `_id` now and every
 * `intervalMs`. Errors are logged and the next poll tries again.
 */
export function startSiteSettingsPoller(models: Models, readModel: ReadModel, logger: Logger, intervalMs = SETTINGS_POLL_MS): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const poll = async () => {
    try {
      readModel.setSite(publicSettings(await readSiteSettings(models)));
    } catch (err) {
      logger.warn({ err }, 'reading the site settings failed');
    }
    if (!stopped) {
      timer = setTimeout(() => void (running = poll()), intervalMs);
      timer.unref();
    }
  };
  running = poll();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
