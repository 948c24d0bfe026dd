import { randomUUID } from 'node:crypto';
import { DEFAULT_SITE_BRANDING, SiteBranding, type SiteSettings } from '@kb/contracts';
import { Leases } from '../db/lease';
import type { Models } from '../models';
import type { LocalTexts, SiteSettingsDoc, StoredLocalTexts } from './models';

const SITE = 'site';
const DEFAULTS = { sharedPasswordSignIn: true, reviewRequired: false };

const mapLocalTexts = <From extends object, To>(texts: Record<string, From> | undefined, names: (text: From) => To): Record<string, To> =>
  Object.fromEntries(Object.entries(texts ?? {}).map(([lang, text]) => [lang, names(text)]));

function storedLocalTexts(texts: LocalTexts): StoredLocalTexts {
  return mapLocalTexts(texts, ({ categoryNames, ...rest }) => ({
    ...rest,
    ...(categoryNames && { categoryNames: Object.entries(categoryNames).map(([name, translation]) => ({ name, translation })) }),
  }));
}

function localTextsOf(stored: StoredLocalTexts | undefined): LocalTexts {
  return mapLocalTexts(stored, ({ categoryNames, ...rest }) => ({
    ...rest,
    ...(categoryNames && { categoryNames: Object.fromEntries(categoryNames.map(({ name, translation }) => [name, translation])) }),
  }));
}

/** Stored public settings over the defaults; a stored value the schema no longer accepts gives way to its default. */
function brandingOf(stored: (Omit<Partial<SiteBranding>, 'localTexts'> & { localTexts?: StoredLocalTexts }) | undefined): SiteBranding {
  const merged = { ...DEFAULT_SITE_BRANDING, ...stored, ...(stored?.localTexts && { localTexts: localTextsOf(stored.localTexts) }) };
  const parsed = SiteBranding.safeParse(merged);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [key, bad.has(key) ? DEFAULT_SITE_BRANDING[key as keyof SiteBranding] : value]),
  ) as SiteBranding;
}

/** The settings as they stand (one read by `_id`), every field filled. */
export async function readSiteSettings(models: Models): Promise<SiteSettings> {
  const doc = await models.SiteSettings.findById(SITE).lean<SiteSettingsDoc>();
  return {
    sharedPasswordSignIn: doc?.sharedPasswordSignIn ?? DEFAULTS.sharedPasswordSignIn,
    reviewRequired: doc?.reviewRequired ?? DEFAULTS.reviewRequired,
    ...brandingOf(doc?.branding),
  };
}

/** Whether the shared-password sign-in is on, and its epoch ('' until it is first switched off): one read by `_id`. */
export async function readSharedPasswordSignIn(models: Models): Promise<{ on: boolean; epoch: string }> {
  const doc = await models.SiteSettings.findById(SITE).lean<SiteSettingsDoc>();
  return { on: doc?.sharedPasswordSignIn ?? DEFAULTS.sharedPasswordSignIn, epoch: doc?.sharedPasswordEpoch ?? '' };
}

/** The public part of the settings. */
export function publicSettings(settings: SiteSettings): SiteBranding {
  const { sharedPasswordSignIn: _signIn, reviewRequired: _review, ...branding } = settings;
  return branding;
}

/**
 * Stores the given fields and returns the settings. FerretDB has no atomic update, so the read, merge
 * and write of the one document happen under the lease 'site-settings': of two owners changing
 * different settings at once, neither change is lost. Switching the shared-password sign-in off starts
 * a new epoch of it (see `readSharedPasswordSignIn`).
 */
export async function writeSiteSettings(models: Models, change: Partial<SiteSettings>): Promise<SiteSettings> {
  return new Leases(models.SiteSettings.db).hold('site-settings', async () => {
    const { sharedPasswordSignIn, reviewRequired, ...branding } = { ...(await readSiteSettings(models)), ...change };
    const epoch = change.sharedPasswordSignIn === false ? { sharedPasswordEpoch: randomUUID() } : {};
    const stored = { ...branding, localTexts: storedLocalTexts(branding.localTexts) };
    await models.SiteSettings.updateOne(
      { _id: SITE },
      { $set: { sharedPasswordSignIn, reviewRequired, branding: stored, ...epoch, updatedAt: new Date() } },
      { upsert: true },
    );
    return readSiteSettings(models);
  });
}
