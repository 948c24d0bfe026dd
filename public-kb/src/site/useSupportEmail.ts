import { validSupportEmail } from '../product';
import { useSite } from './useSite';

/**
 * The address 'Report Issue' writes to: the site settings' support address, else the deployment's
 * SUPPORT_EMAIL (resolved by the site server, see useSite). Without a valid one, the default.
 */
export function useSupportEmail(): string {
  return validSupportEmail(useSite().supportEmail);
}
