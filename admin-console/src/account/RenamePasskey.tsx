import { useState } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import type { Passkey } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { DialogActions, Field, Form, PrimaryButton, TextInput } from '../authoring/formParts';
import { ModalDialog } from '../authoring/ModalDialog';
import { useAction } from '../toasts/useErrorReporter';

/** "Rename" on one of the person's own passkeys: a name they recognise it by ("Work laptop", "Yubikey"). */
export function RenamePasskey({ token, passkey, onRenamed }: { token: string; passkey: Passkey; onRenamed: () => void }) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState(passkey.label);
  const { busy, run } = useAction();
  const save = async () => {
    if (await run(() => adminRequest('renamePasskey', { token, params: { id: passkey.id }, body: { label } }), `Could not rename ${passkey.label}`)) {
      setOpen(false);
      onRenamed();
    }
  };
  return (
    <>
      <Button
        type="button"
        $size="sm"
        aria-label={`Rename ${passkey.label}`}
        onClick={() => {
          setLabel(passkey.label);
          setOpen(true);
        }}
      >
        Rename
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={`Rename ${passkey.label}`}
        description="A name you know this passkey by: the device or key it is on."
      >
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Field>
            Name
            <TextInput value={label} maxLength={60} onChange={(event) => setLabel(event.target.value)} required autoFocus />
          </Field>
          <DialogActions onCancel={() => setOpen(false)}>
            <PrimaryButton type="submit" disabled={busy || label.trim() === ''}>
              Save
            </PrimaryButton>
          </DialogActions>
        </Form>
      </ModalDialog>
    </>
  );
}
