/** The support address when neither the site settings nor the deployment name one. Names and links: useSite. */
export const PRODUCT = {
  defaultSupportEmail: 'support@skyframe-labs.example',
} as const;

/** A support address as configured, or the default when it is not a plain address. */
export function validSupportEmail(value: string | undefined): string {
  const address = value?.trim();
  return address && /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? address : PRODUCT.defaultSupportEmail;
}

/** Page title of every visitor screen: '{page} | {site name}' (the name from useSite). */
export const pageTitle = (page: string, siteName: string): string => `${page} | ${siteName}`;
