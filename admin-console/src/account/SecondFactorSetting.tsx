import { adminRequest } from '@kb/api-client/admin';
import { Field } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { useSecondFactor } from './useAccount';

/** "Ask for my passkey after my password": a passkey as a second factor of the person's password sign-in. */
export function SecondFactorSetting({ token, hasPasskey }: { token: string; hasPasskey: boolean }) {
  const { data, mutate } = useSecondFactor(token);
  const report = useErrorReporter();
  const change = async (passkeyRequired: boolean) => {
    try {
      await mutate(adminRequest('updateSecondFactor', { token, body: { passkeyRequired } }), {
        optimisticData: { passkeyRequired },
        rollbackOnError: true,
        revalidate: false,
      });
    } catch (caught) {
      report(caught, apiProblem(caught, 'Could not change the second factor').message);
    }
  };
  return (
    <Field>
      <label title={hasPasskey ? undefined : 'Add a passkey first'}>
        <input
          type="checkbox"
          checked={data?.passkeyRequired ?? false}
          disabled={!data || (!hasPasskey && !data.passkeyRequired)}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        Ask for my passkey after my password (a second factor)
      </label>
    </Field>
  );
}
