import { COMPANY_NAME, PRODUCT_NAME } from '@kb/contracts';

/** Names and links shown across the visitor screens. */
export const PRODUCT = {
  name: PRODUCT_NAME,
  company: COMPANY_NAME,
  mainWebsite: 'https://www.skyframe-labs.example',
  mainWebsiteLabel: 'skyframe-labs.example',
  defaultSupportEmail: 'support@skyframe-labs.example',
} as const;

/** The name of the <meta> tag that configures the support address. */
export const SUPPORT_EMAIL_META = 'kb-support-email';

/**
 * The address 'Report Issue' writes to. Configured at run time, not at build time, so one build of this
 * remote serves every deployment: the page that hosts it (the shell's index.html, or the site server
 * filling it per deployment) may carry `<meta name="kb-support-email" content="…">`. Read on every use,
 * so it also works when the tag is added after this module loaded. Without a valid tag, the default.
 */
export function supportEmail(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`)?.content.trim();
  return value && /^[^\s@<>"]+@[^\s@<>"]+$/.test(value) ? value : PRODUCT.defaultSupportEmail;
}

/** Page title of every visitor screen: '{page} | {product}'. */
export const pageTitle = (page: string): string => `${page} | ${PRODUCT.name}`;
