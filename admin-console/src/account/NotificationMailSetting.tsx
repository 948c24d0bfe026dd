import { useState } from 'react';
import { adminRequest, useNotificationSettings } from '@kb/api-client/admin';
import type { NotificationMail } from '@kb/contracts';
import { Stack } from '@kb/ui';
import { Field } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { Empty } from '../common/Empty';
import { useErrorReporter } from '../toasts/useErrorReporter';

const CHOICES: readonly { value: NotificationMail; label: string }[] = [
  { value: 'each', label: 'Each notification as it happens' },
  { value: 'digest', label: 'A daily digest' },
  { value: 'none', label: 'None' },
];

/** "Notification mail": how the person hears of their notifications by mail (none, each, or a daily digest). */
export function NotificationMailSetting({ token, isPerson }: { token: string; isPerson: boolean }) {
  const { data, mutate } = useNotificationSettings(token);
  const report = useErrorReporter();
  /** Says "Saved." once the server has the choice (the radio shows it at once). */
  const [saved, setSaved] = useState(false);
  const change = async (mail: NotificationMail) => {
    setSaved(false);
    try {
      await mutate(adminRequest('updateNotificationSettings', { token, body: { mail } }), {
        optimisticData: data && { ...data, mail },
        rollbackOnError: true,
        revalidate: false,
      });
      setSaved(true);
    } catch (caught) {
      report(caught, apiProblem(caught, 'Could not change your notification mail').message);
    }
  };
  return (
    <Stack as="section" aria-labelledby="notification-mail-title">
      <h3 id="notification-mail-title">Notification mail</h3>
      {!isPerson ? (
        <Empty>The shared password has no address: its notifications are in the console only.</Empty>
      ) : (
        <fieldset disabled={!data} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend>Mail me my notifications</legend>
          {CHOICES.map((choice) => (
            <Field key={choice.value}>
              <label>
                <input
                  type="radio"
                  name="notification-mail"
                  value={choice.value}
                  checked={data?.mail === choice.value}
                  onChange={() => void change(choice.value)}
                />{' '}
                {choice.label}
              </label>
            </Field>
          ))}
          <Empty role="status">{saved ? 'Saved.' : ''}</Empty>
          {data && !data.mailConfigured ? <Empty>This site sends no mail yet (no SMTP server is set up): your choice applies once it does.</Empty> : null}
        </fieldset>
      )}
    </Stack>
  );
}
