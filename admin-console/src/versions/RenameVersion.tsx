import { useState } from 'react';
import type { VersionRecord } from '@kb/contracts';
import { Button } from '@kb/ui/controls';
import { DialogActions, Field, Form, PrimaryButton, TextInput } from '../authoring/formParts';
import { ModalDialog } from '../authoring/ModalDialog';

interface Props {
  version: VersionRecord;
  reason: string | null;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
}

/** "Rename": a version's new name; its pages' addresses (/v/<name>/…) follow it. */
export function RenameVersion({ version, reason, busy, onRename }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(version.name);
  const description = version.mainLine
    ? 'The name readers see for the current version. Its addresses do not change.'
    : `Its pages move from /v/${version.name}/… to the new name's addresses.`;
  const start = () => {
    setName(version.name);
    setOpen(true);
  };
  return (
    <>
      <Button type="button" $size="sm" disabled={reason !== null} title={reason ?? undefined} aria-label={`Rename ${version.name}`} onClick={start}>
        Rename
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={`Rename version ${version.name}`} description={description}>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void onRename(name.trim()).then((renamed) => renamed && setOpen(false));
          }}
        >
          <Field>
            New name
            <TextInput value={name} maxLength={32} onChange={(event) => setName(event.target.value)} required autoFocus autoComplete="off" />
          </Field>
          <DialogActions onCancel={() => setOpen(false)}>
            <PrimaryButton type="submit" disabled={busy || name.trim() === '' || name.trim() === version.name}>
              Rename
            </PrimaryButton>
          </DialogActions>
        </Form>
      </ModalDialog>
    </>
  );
}
