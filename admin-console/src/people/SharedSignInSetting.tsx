import { adminRequest } from '@kb/api-client/admin';
import { FieldLabel } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../insights/tableStyle';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { useSiteSettings } from './usePeople';

/** The site setting "Shared-password sign-in" (SPEC's name + ADMIN_PASSWORD), for owners. */
export function SharedSignInSetting({ token }: { token: string }) {
  const { data, mutate } = useSiteSettings(token, true);
  const report = useErrorReporter();
  if (!data) return null;
  const change = async (on: boolean) => {
    try {
      await mutate(await adminRequest('updateSiteSettings', { token, body: { sharedPasswordSignIn: on } }), { revalidate: false });
    } catch (error) {
      report(error, apiProblem(error, 'Could not change the sign-in setting').message);
    }
  };
  return (
    <div>
      <FieldLabel>
        <input type="checkbox" checked={data.sharedPasswordSignIn} onChange={(event) => void change(event.target.checked)} /> Shared-password sign-in
        (name and ADMIN_PASSWORD, as the site administrator)
      </FieldLabel>
      <Empty>It can be turned off once another owner has set their password; turning it off ends the site administrator’s sessions.</Empty>
    </div>
  );
}
