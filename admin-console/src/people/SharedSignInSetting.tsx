import { FieldLabel } from '@kb/ui/controls';
import { Empty } from '../common/Empty';
import { useSiteSettingChange } from './useSiteSettingChange';

/** The site setting "Shared-password sign-in" (SPEC's name + ADMIN_PASSWORD), for owners. */
export function SharedSignInSetting({ token }: { token: string }) {
  const { data, change } = useSiteSettingChange(token, true, 'Could not change the sign-in setting');
  if (!data) return null;
  return (
    <div>
      <FieldLabel>
        <input type="checkbox" checked={data.sharedPasswordSignIn} onChange={(event) => void change({ sharedPasswordSignIn: event.target.checked })} />{' '}
        Shared-password sign-in (name and ADMIN_PASSWORD, as the site administrator)
      </FieldLabel>
      <Empty>It can be turned off once another owner has set their password; turning it off ends the site administrator’s sessions.</Empty>
    </div>
  );
}
