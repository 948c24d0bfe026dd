import type { SiteBranding } from '@kb/contracts';
import { Schema } from 'mongoose';
import { uuidSchema } from '../models/schemaHelpers';

/** The site's settings: one document, `_id` 'site'. Absent fields take their defaults. */
export interface SiteSettingsDoc {
  _id: string;
  sharedPasswordSignIn?: boolean;
  /**
   * New at every switch-off of the shared-password sign-in: a session of the shared password carries the
   * one its sign-in read, so a sign-in that raced a switch-off never opens a session that lives on.
   */
  sharedPasswordEpoch?: string;
  reviewRequired?: boolean;
  /** The public settings (SiteBranding) as last saved, category names as pairs (StoredLocalTexts). */
  branding?: Omit<Partial<SiteBranding>, 'localTexts'> & { localTexts?: StoredLocalTexts };
  updatedAt: Date;
}

export const siteSettingsSchema = uuidSchema<SiteSettingsDoc>(
  {
    sharedPasswordSignIn: { type: Boolean },
    sharedPasswordEpoch: { type: String },
    reviewRequired: { type: Boolean },
    branding: { type: Schema.Types.Mixed },
    updatedAt: { type: Date, required: true },
  },
  'site_settings',
);

export type LocalTexts = SiteBranding['localTexts'];
/**
 * Category names as stored: a list of { name, translation }. Names are an owner's text, never document keys (the
 * database refuses a key like '2. Setup'), and FerretDB stores no arrays inside arrays.
 */
export type StoredLocalTexts = Record<
  string,
  Omit<NonNullable<LocalTexts[keyof LocalTexts]>, 'categoryNames'> & { categoryNames?: { name: string; translation: string }[] }
>;
