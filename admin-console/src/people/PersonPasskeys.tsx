import { useState } from 'react';
import useSWR from 'swr';
import { adminRequest } from '@kb/api-client/admin';
import type { Passkey, Person } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { DangerButton, DialogActions, Hint } from '../authoring/formParts';
import { ModalDialog } from '../authoring/ModalDialog';
import { Empty } from '../common/Empty';
import { PasskeyTable } from '../account/PasskeyTable';
import { useErrorReporter } from '../toasts/useErrorReporter';

/**
 * "Passkeys" on a person's row (owners): a dialog listing that person's passkeys (name, added, last used),
 * each with Remove, confirmed in the dialog. Removing one they lost, or one they did not add, ends its sign-ins.
 */
export function PersonPasskeys({ token, person, allowed, reason }: { token: string; person: Person; allowed: boolean; reason: string | null }) {
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [busy, setBusy] = useState(false);
  const report = useErrorReporter();
  const {
    data: passkeys,
    error,
    mutate,
  } = useSWR(open ? ['/api/admin/people/passkeys', person.id, token] : null, ([, id, t]) => adminRequest('personPasskeys', { token: t, params: { id } }));

  const remove = async (passkey: Passkey) => {
    setBusy(true);
    try {
      await adminRequest('removePersonPasskey', { token, params: { id: person.id, passkeyId: passkey.id } });
      setRemoving(null);
      await mutate();
    } catch (caught) {
      report(caught, apiProblem(caught, `Could not remove ${passkey.label} of ${person.name}`).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="button" disabled={!allowed} title={reason ?? undefined} aria-label={`Passkeys of ${person.name}`} onClick={() => setOpen(true)}>
        Passkeys
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setRemoving(null);
        }}
        title={`Passkeys of ${person.name}`}
        description="A passkey signs its person in without their password. Remove one they lost, or one they did not add."
      >
        {error && <Empty>{apiProblem(error, 'The passkeys could not be loaded').message}</Empty>}
        {!passkeys && !error && <Empty>Loading passkeys…</Empty>}
        {passkeys?.length === 0 && <Empty>{person.name} has no passkey.</Empty>}
        {passkeys && passkeys.length > 0 && !removing && <PasskeyTable label={`Passkeys of ${person.name}`} passkeys={passkeys} onRemove={setRemoving} />}
        {removing && (
          <>
            <Hint $tone="warning">
              Remove {removing.label} of {person.name}? It will no longer sign them in.
            </Hint>
            <DialogActions onCancel={() => setRemoving(null)}>
              <DangerButton type="button" disabled={busy} onClick={() => void remove(removing)}>
                {busy ? 'Removing...' : `Remove ${removing.label}`}
              </DangerButton>
            </DialogActions>
          </>
        )}
      </ModalDialog>
    </>
  );
}
