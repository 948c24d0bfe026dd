import type { SiteSettings } from '@kb/contracts';
import type { Models } from '../models';
import { uuidSchema } from '../models/schemaHelpers';

/** The site's settings: one document, `_id` 'site'. Absent fields take their defaults. */
export interface SiteSettingsDoc extends Partial<SiteSettings> {
  _id: string;
  updatedAt: Date;
}

export const siteSettingsSchema = uuidSchema<SiteSettingsDoc>(
  { sharedPasswordSignIn: { type: Boolean }, reviewRequired: { type: Boolean }, updatedAt: { type: Date, required: true } },
  'site_settings',
);

const SITE = 'site';
const DEFAULTS: SiteSettings = { sharedPasswordSignIn: true, reviewRequired: false };

/** The settings as they stand (one read by `_id`), every field filled. */
export async function readSiteSettings(models: Models): Promise<SiteSettings> {
  const doc = await models.SiteSettings.findById(SITE).lean<SiteSettingsDoc>();
  return { sharedPasswordSignIn: doc?.sharedPasswordSignIn ?? DEFAULTS.sharedPasswordSignIn, reviewRequired: doc?.reviewRequired ?? DEFAULTS.reviewRequired };
}

/** Stores the given fields (an upsert of the one document) and returns the settings. */
export async function writeSiteSettings(models: Models, change: Partial<SiteSettings>): Promise<SiteSettings> {
  await models.SiteSettings.updateOne({ _id: SITE }, { $set: { ...change, updatedAt: new Date() } }, { upsert: true });
  return readSiteSettings(models);
}
