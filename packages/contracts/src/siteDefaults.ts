import { HOME_HEADING, HOME_INTRO, SITE_SUMMARY } from './homeTexts';
import { COMPANY_NAME, PRODUCT_NAME } from './seo';
import type { SiteBranding } from './siteBranding';

// Apart from the settings' schemas (siteBranding.ts): the public pages use the defaults without zod.

/** What a fresh site shows: SPEC.md's names and texts (the site looked like this before it had settings). */
export const DEFAULT_SITE_BRANDING: SiteBranding = {
  name: PRODUCT_NAME,
  publisher: COMPANY_NAME,
  description: SITE_SUMMARY,
  logoLight: '',
  logoDark: '',
  favicon: '',
  welcomeHeading: HOME_HEADING,
  welcomeText: HOME_INTRO,
  statTiles: { articles: true, images: true, words: true },
  websiteUrl: 'https://www.skyframe-labs.example/',
  supportEmail: '',
  footerNotices: [
    `${PRODUCT_NAME} is protected by patents and pending patent applications in the United States and other countries.`,
    `${COMPANY_NAME} and ${PRODUCT_NAME} are trademarks of ${COMPANY_NAME}.`,
  ],
  accentColor: '',
  languages: ['en'],
  localTexts: {},
};
