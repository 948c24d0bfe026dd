import { useState, type ReactNode } from 'react';
import { adminRequest } from '@kb/api-client/admin';
import type { InternalLinkProblem } from '@kb/contracts';
import { DangerButton, DialogActions } from '../formParts';
import { ModalDialog } from '../ModalDialog';

interface Held {
  title: string;
  problems: InternalLinkProblem[];
  proceed: (anyway: boolean) => void;
}

/**
 * Publish and Approve check the revision's internal links first (the "Check links" call): with broken ones it lists
 * them and asks "Publish anyway" (`proceed(true)`: a scheduled approval then publishes even if its links are broken at its time) or "Cancel". A link to an old slug still works (its 301 leads to the article), so it
 * is not broken here (Check links offers to rewrite it); external links never block.
 */
export function useBrokenLinkGuard(token: string): {
  guard: (articleId: string, title: string, content: string, proceed: (anyway: boolean) => void) => Promise<void>;
  dialog: ReactNode;
} {
  const [held, setHeld] = useState<Held | null>(null);
  const guard = async (articleId: string, title: string, content: string, proceed: (anyway: boolean) => void) => {
    const problems = (await adminRequest('checkLinks', { token, body: { articleId, content } })).problems.filter((problem) => problem.problem !== 'redirected');
    if (problems.length === 0) proceed(false);
    else setHeld({ title, problems, proceed });
  };
  const dialog = held ? (
    <ModalDialog
      open
      onOpenChange={(open) => setHeld(open ? held : null)}
      title={`“${held.title}” has broken links`}
      description={held.problems.length === 1 ? '1 internal link is broken:' : `${held.problems.length} internal links are broken:`}
    >
      <ul aria-label="Broken links">
        {held.problems.map((problem, index) => (
          <li key={`${problem.href}-${index}`}>
            “{problem.text || problem.href}” ({problem.href}): {problem.message}
          </li>
        ))}
      </ul>
      <DialogActions onCancel={() => setHeld(null)}>
        <DangerButton
          type="button"
          onClick={() => {
            setHeld(null);
            held.proceed(true);
          }}
        >
          Publish anyway
        </DangerButton>
      </DialogActions>
    </ModalDialog>
  ) : null;
  return { guard, dialog };
}
