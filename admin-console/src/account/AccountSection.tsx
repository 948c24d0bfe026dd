import { Stack } from '@kb/ui';
import { useCurrentSession } from '../people/usePeople';
import { ActiveSessions } from './ActiveSessions';
import { YourAccount } from './YourAccount';
import { PasskeyList } from './PasskeyList';
import { NotificationMailSetting } from './NotificationMailSetting';

/** "Account": the signed-in person's name and password, passkeys, notification mail and active sessions. */
export function AccountSection({ token }: { token: string }) {
  // After Change password this browser's session is a new one: the account stays on screen (and says so) while it loads.
  const { data: current, mutate } = useCurrentSession(token, { keepPreviousData: true });
  return (
    <Stack>
      {current && <YourAccount key={current.personId ?? 'shared'} token={token} current={current} onChanged={() => void mutate()} />}
      {current && <PasskeyList token={token} isPerson={current.personId !== null} />}
      {current && <NotificationMailSetting token={token} isPerson={current.personId !== null} />}
      <ActiveSessions token={token} />
    </Stack>
  );
}
