import Router from '@koa/router';
import { calls } from '@kb/contracts';
import { recordAudit } from '../../../commands/recordAudit';
import type { AppDeps } from '../../../deps';
import { Conflict } from '../../../errors';
import { otherActiveOwnerExists } from '../../../people/people';
import { readSiteSettings, writeSiteSettings } from '../../../settings/siteSettings';
import { revokeAllSessions } from '../../../signIn/sessions';
import { adminRoute } from '../route';

/** The site settings (owners only). Turning the shared-password sign-in off ends the site administrator's sessions. */
export function siteSettingsRoutes({ models }: AppDeps): Router {
  const router = new Router();

  adminRoute(router, models, calls.siteSettings, async () => readSiteSettings(models));

  adminRoute(router, models, calls.updateSiteSettings, async ({ input, admin }) => {
    const { sharedPasswordSignIn } = input.body;
    if (sharedPasswordSignIn === false && !(await otherActiveOwnerExists(models, null))) {
      throw Conflict('Invite another owner, who has set their password, before turning the shared-password sign-in off');
    }
    const settings = await writeSiteSettings(models, input.body);
    if (sharedPasswordSignIn === false) await revokeAllSessions(models, null);
    const changes = Object.entries(input.body).map(([key, value]) => `${key}:${String(value)}`);
    await recordAudit(models, admin(), 'settings.update', changes.join(' ') || null);
    return settings;
  });

  return router;
}
