import { useState } from 'react';
import { useArticleSettings, useDiscardUnpublished } from '@kb/api-client/admin';
import type { AdminArticleContent, WorkingCopy } from '@kb/contracts';
import { toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { SecondaryButton } from '../authoring/formParts';
import { CompareButton } from '../authoring/CompareButton';
import { ConfirmDialog } from '../authoring/ConfirmDialog';
import { dateTime } from '../common/dates';
import { EditorNotice, NoticeActions } from './EditorNotice';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';

interface Props {
  token: string;
  articleId: string;
  workingCopy: WorkingCopy;
  /** Unsaved text in the editor, which discarding would throw away too. */
  dirty: boolean;
  /** The article as it opens after the discard: its live revision is the working copy again. */
  onDiscarded: (article: AdminArticleContent) => void;
}

/**
 * A live article whose working copy is not its live revision: "Unpublished changes", who saved them and when,
 * "Compare with live" (the working copy against the live article; its settings are the ones the authoring bar
 * reads, one request for both), and "Discard unpublished changes" (asked first), which makes the live revision the
 * working copy again. The discarded revisions stay in Revision History, where Load brings their text back.
 */
export function UnpublishedChanges({ token, articleId, workingCopy, dirty, onDiscarded }: Props) {
  const [asking, setAsking] = useState(false);
  const settings = useArticleSettings(token, articleId);
  const discard = useDiscardUnpublished(token, articleId);
  const { allowed, reason } = useCallAllowed(token, 'discardUnpublishedChanges');
  const report = useErrorReporter();

  const confirm = async () => {
    try {
      const article = await discard.trigger();
      setAsking(false);
      onDiscarded(article);
      toast({ title: 'Unpublished changes discarded' });
    } catch (error) {
      report(error, apiProblem(error, 'Could not discard the unpublished changes').message);
    }
  };

  return (
    <EditorNotice $tone="warning" role="status">
      <span>
        <strong>Unpublished changes</strong> saved by {workingCopy.adminName} on {dateTime(workingCopy.savedAt)}: this is the newest revision, not yet on the
        site. Readers see the live text until it is published.
      </span>
      <NoticeActions>
        {settings.data ? <CompareButton token={token} article={settings.data} toRevisionId={workingCopy.revisionId} label="Compare with live" /> : null}
        <SecondaryButton type="button" disabled={!allowed} title={reason ?? undefined} onClick={() => setAsking(true)}>
          Discard unpublished changes
        </SecondaryButton>
      </NoticeActions>
      <ConfirmDialog
        open={asking}
        title="Discard unpublished changes?"
        description={`The editor goes back to the live text. The discarded revisions stay in Revision History${dirty ? ', and the text you have not saved is lost' : ''}.`}
        action="Discard changes"
        busy={discard.isMutating}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </EditorNotice>
  );
}
