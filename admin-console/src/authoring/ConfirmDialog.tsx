import { ModalDialog } from './ModalDialog';
import { DangerButton, DialogActions } from './formParts';

interface Props {
  open: boolean;
  title: string;
  /** What the action ends or changes, in the words a person decides on. */
  description: string;
  /** The action button's label (the dialog also has Cancel). */
  action: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The app's own "Are you sure?": a title, what the action ends, Cancel and the action in red. */
export function ConfirmDialog({ open, title, description, action, busy, onConfirm, onCancel }: Props) {
  return (
    <ModalDialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      <DialogActions onCancel={onCancel}>
        <DangerButton type="button" disabled={busy} onClick={onConfirm}>
          {action}
        </DangerButton>
      </DialogActions>
    </ModalDialog>
  );
}
