import { COMPANY_NAME, PRODUCT_NAME } from '@kb/contracts';

/** Names and links shown across the visitor screens. */
export const PRODUCT = {
  name: PRODUCT_NAME,
  company: COMPANY_NAME,
  mainWebsite: 'https://www.skyframe-labs.example',
  mainWebsiteLabel: 'skyframe-labs.example',
  defaultSupportEmail: 'support@skyframe-labs.example',
} as const;

/** A support address as configured, or the default when it is not a plain address. */
export function validSupportEmail(value: string | undefined): string {
  const address = value?.trim();
  return address && /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? address : PRODUCT.defaultSupportEmail;
}

/** Page title of every visitor screen: '{page} | {product}'. */
export const pageTitle = (page: string): string => `${page} | ${PRODUCT.name}`;
