import { useState } from 'react';
import { useArticleLifecycle } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { toast } from '@kb/ui';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { DangerButton, DialogActions, SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';

/** What each confirmed action says it will do to the article it names. */
const CONFIRM = {
  unpublish: { verb: 'Unpublish', outcome: 'leaves the site: its page answers 410 Gone until it is restored. Its revisions are kept.' },
  delete: { verb: 'Delete', outcome: 'and all its revisions are deleted for good. This cannot be undone.' },
} as const;

interface Props {
  token: string;
  article: ArticleSettings;
  /** Unpublish and Restore in this version only (null: the main line); a version has no Delete, the main line's deletes the article everywhere. */
  version?: string | null;
  onDeleted: () => void;
}

/**
 * "Unpublish" (off the site, 410 Gone, revisions kept), "Restore", and Delete for drafts and unpublished
 * articles (of the main line); Unpublish and Delete after a confirmation naming the article; disabled with the reason below
 * the Publisher role.
 */
export function ArticleLifecycle({ token, article, version = null, onDeleted }: Props) {
  const [confirming, setConfirming] = useState<keyof typeof CONFIRM | null>(null);
  const lifecycle = useArticleLifecycle(token);
  // Unpublish, restore and delete need the same role.
  const { reason } = useCallAllowed(token, 'unpublishArticle');
  const busy = lifecycle.isMutating || reason !== null;
  const why = reason ?? undefined;
  const report = useErrorReporter();

  const run = async (action: 'unpublish' | 'restore' | 'delete') => {
    try {
      await lifecycle.trigger(action === 'delete' ? { id: article.id, action } : { id: article.id, action, version });
      const done = { unpublish: 'Article unpublished', restore: 'Article restored', delete: 'Article deleted' }[action];
      toast({ title: done });
      setConfirming(null);
      if (action === 'delete') onDeleted();
    } catch (error) {
      report(error, { unpublish: 'Failed to unpublish article', restore: 'Failed to restore article', delete: 'Failed to delete article' }[action]);
    }
  };

  return (
    <>
      {article.status === 'published' ? (
        <SecondaryButton type="button" disabled={busy} title={why} onClick={() => setConfirming('unpublish')}>
          Unpublish
        </SecondaryButton>
      ) : null}
      {article.status === 'unpublished' ? (
        <SecondaryButton type="button" disabled={busy} title={why} onClick={() => void run('restore')}>
          Restore
        </SecondaryButton>
      ) : null}
      {article.status !== 'published' && !version ? (
        <DangerButton type="button" disabled={reason !== null} title={why} onClick={() => setConfirming('delete')}>
          Delete
        </DangerButton>
      ) : null}
      {confirming ? (
        <ModalDialog
          open
          onOpenChange={(open) => setConfirming(open ? confirming : null)}
          title={`${CONFIRM[confirming].verb} “${article.title}”${version ? ` in version ${version}` : ''}?`}
          description={`“${article.title}” ${CONFIRM[confirming].outcome}`}
        >
          <DialogActions onCancel={() => setConfirming(null)}>
            <DangerButton type="button" disabled={lifecycle.isMutating} onClick={() => void run(confirming)}>
              {CONFIRM[confirming].verb} “{article.title}”
            </DangerButton>
          </DialogActions>
        </ModalDialog>
      ) : null}
    </>
  );
}
