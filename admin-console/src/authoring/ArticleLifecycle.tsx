import { useState } from 'react';
import { useArticleLifecycle } from '@kb/api-client/admin';
import type { ArticleSettings } from '@kb/contracts';
import { toast } from '@kb/ui';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { Actions, DangerButton, SecondaryButton } from './formParts';
import { ModalDialog } from './ModalDialog';

interface Props {
  token: string;
  article: ArticleSettings;
  onDeleted: () => void;
}

/**
 * "Unpublish" (off the site, 410 Gone, revisions kept), "Restore", and Delete for drafts and unpublished
 * articles after a confirmation naming the article; disabled with the reason below the Publisher role.
 */
export function ArticleLifecycle({ token, article, onDeleted }: Props) {
  const [confirming, setConfirming] = useState(false);
  const lifecycle = useArticleLifecycle(token);
  // Unpublish, restore and delete need the same role.
  const { reason } = useCallAllowed(token, 'unpublishArticle');
  const busy = lifecycle.isMutating || reason !== null;
  const why = reason ?? undefined;
  const report = useErrorReporter();

  const run = async (action: 'unpublish' | 'restore' | 'delete') => {
    try {
      await lifecycle.trigger({ id: article.id, action });
      const done = { unpublish: 'Article unpublished', restore: 'Article restored', delete: 'Article deleted' }[action];
      toast({ title: done });
      if (action === 'delete') {
        setConfirming(false);
        onDeleted();
      }
    } catch (error) {
      report(error, { unpublish: 'Failed to unpublish article', restore: 'Failed to restore article', delete: 'Failed to delete article' }[action]);
    }
  };

  return (
    <>
      {article.status === 'published' ? (
        <SecondaryButton type="button" disabled={busy} title={why} onClick={() => void run('unpublish')}>
          Unpublish
        </SecondaryButton>
      ) : null}
      {article.status === 'unpublished' ? (
        <SecondaryButton type="button" disabled={busy} title={why} onClick={() => void run('restore')}>
          Restore
        </SecondaryButton>
      ) : null}
      {article.status !== 'published' ? (
        <DangerButton type="button" disabled={reason !== null} title={why} onClick={() => setConfirming(true)}>
          Delete
        </DangerButton>
      ) : null}
      <ModalDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${article.title}”?`}
        description={`“${article.title}” and all its revisions are deleted for good. This cannot be undone.`}
      >
        <Actions>
          <SecondaryButton type="button" onClick={() => setConfirming(false)}>
            Cancel
          </SecondaryButton>
          <DangerButton type="button" disabled={lifecycle.isMutating} onClick={() => void run('delete')}>
            Delete “{article.title}”
          </DangerButton>
        </Actions>
      </ModalDialog>
    </>
  );
}
