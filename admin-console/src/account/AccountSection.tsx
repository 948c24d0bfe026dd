import { Stack } from '@kb/ui';
import { useCurrentSession } from '../people/usePeople';
import { ActiveSessions } from './ActiveSessions';
import { PasskeyList } from './PasskeyList';
import { NotificationMailSetting } from './NotificationMailSetting';

/** "Account": the signed-in person's passkeys, notification mail and active sessions. */
export function AccountSection({ token }: { token: string }) {
  const { data: current } = useCurrentSession(token);
  return (
    <Stack>
      {current && <PasskeyList token={token} isPerson={current.personId !== null} />}
      {current && <NotificationMailSetting token={token} isPerson={current.personId !== null} />}
      <ActiveSessions token={token} />
    </Stack>
  );
}
