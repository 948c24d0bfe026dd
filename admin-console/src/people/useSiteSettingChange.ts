import { adminRequest } from '@kb/api-client/admin';
import type { UpdateSiteSettingsRequest } from '@kb/contracts';
import { apiProblem } from '../authoring/apiProblem';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { useSiteSettings } from './usePeople';

/** The site settings (when `enabled`) and `change`, which saves some of them; a refusal is reported as `failure`. */
export function useSiteSettingChange(token: string, enabled: boolean, failure: string) {
  const { data, mutate } = useSiteSettings(token, enabled);
  const report = useErrorReporter();
  const change = async (body: UpdateSiteSettingsRequest) => {
    try {
      await mutate(await adminRequest('updateSiteSettings', { token, body }), { revalidate: false });
    } catch (error) {
      report(error, apiProblem(error, failure).message);
    }
  };
  return { data, change };
}
