import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import type { AppDeps } from '../../../deps';
import { Conflict } from '../../../errors';
import { holdingOwners, otherActiveOwnerExists } from '../../../people/people';
import { readSiteSettings, writeSiteSettings } from '../../../settings/siteSettings';
import { takeSettings } from '../../../settings/siteSettingsFollower';
import { revokeAllSessions } from '../../../signIn/sessions';
import { adminRoute } from '../route';

/**
 * The site settings (owners only). Turning the shared-password sign-in off ends the site administrator's
 * sessions. A change of the public settings shows on this instance at once (its read model takes them),
 * on the others within their settings poll.
 */
export function siteSettingsRoutes({ models, readModel }: AppDeps): Router {
  const router = new Router();

  adminRoute(router, models, calls.siteSettings, async () => readSiteSettings(models));

  adminRoute(router, models, calls.updateSiteSettings, async ({ input, admin }) => {
    const { sharedPasswordSignIn } = input.body;
    // Switching it off checks for an owner who can sign in under the owners' lease, as a demotion does.
    const settings =
      sharedPasswordSignIn === false
        ? await holdingOwners(models, async () => {
            if (!(await otherActiveOwnerExists(models, null)))
              throw Conflict('Invite another owner, who has set their password, before turning the shared-password sign-in off');
            return writeSiteSettings(models, input.body);
          })
        : await writeSiteSettings(models, input.body);
    takeSettings(readModel, settings);
    if (sharedPasswordSignIn === false) await revokeAllSessions(models, null, 'sharedPasswordOff');
    // Switches with their new value; texts, links and colours by name (the new values are in the settings).
    const changes = Object.entries(input.body).map(([key, value]) => (typeof value === 'boolean' ? `${key}:${value}` : key));
    await recordAudit(models, admin(), 'settings.update', changes.join(' ') || null, { changes: { settingsChanged: true, writer: readModel.instanceId } });
    return settings;
  });

  return router;
}
