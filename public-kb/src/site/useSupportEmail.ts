import { unstable_serialize, useSWRConfig } from 'swr';
import { keys, type SiteInfo } from '@kb/api-client';
import { validSupportEmail } from '../product';

/**
 * The address 'Report Issue' writes to. Configured per deployment at run time (SUPPORT_EMAIL), not at
 * build time: the site server hands it to every page with the page's data, so the server's render and the
 * browser's agree. Without a valid one, the default.
 */
export function useSupportEmail(): string {
  const { fallback } = useSWRConfig();
  return validSupportEmail((fallback[unstable_serialize(keys.site())] as SiteInfo | undefined)?.supportEmail);
}
