import { useState, type ReactNode } from 'react';
import { ApiError } from '@kb/api-client';
import { DangerButton, DialogActions } from '../authoring/formParts';
import { ModalDialog } from '../authoring/ModalDialog';
import { dateTime } from '../common/dates';

interface Newer {
  adminName: string;
  savedAt: string;
}

/** The newer revision a save was refused for (409 with `details.newer`), else null. */
export function newerRevisionOf(error: unknown): Newer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body?.details as { newer?: Newer } | undefined)?.newer ?? null;
}

/**
 * Save over a newer revision asks first: someone saved the article while this editor had it open, so Save shows who
 * and when, with "Save over it" (the text here becomes the newest revision; theirs stays in Revision History) or
 * Cancel (nothing is saved; the text stays in the editor).
 */
export function useSaveOverGuard(): { ask: (newer: Newer, saveOver: () => void) => void; dialog: ReactNode } {
  const [held, setHeld] = useState<{ newer: Newer; saveOver: () => void } | null>(null);
  const dialog = held ? (
    <ModalDialog
      open
      onOpenChange={(open) => setHeld(open ? held : null)}
      title="A newer revision was saved"
      description={`${held.newer.adminName} saved a newer revision on ${dateTime(held.newer.savedAt)} while you were editing. Saving yours goes over it; theirs stays in Revision History.`}
    >
      <DialogActions onCancel={() => setHeld(null)}>
        <DangerButton
          type="button"
          onClick={() => {
            setHeld(null);
            held.saveOver();
          }}
        >
          Save over it
        </DangerButton>
      </DialogActions>
    </ModalDialog>
  ) : null;
  return { ask: (newer, saveOver) => setHeld({ newer, saveOver }), dialog };
}
