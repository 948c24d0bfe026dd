import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { adminKeys, adminRequest } from '@kb/api-client/admin';
import { LIMITS, type Revision } from '@kb/contracts';
import { color, Row, space, toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { SecondaryButton, TextArea, WideField } from '../authoring/formParts';
import { useCallAllowed } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { useArticleReviews } from './useReviews';
import { dateTime } from '../common/dates';

/**
 * In the editor: "Submit for review" of the saved, unpublished revision with an optional "Note to reviewer", and a notice of the article's
 * latest review (changes requested with the publisher's comment, waiting, or approved to go live at a time).
 */
export function ReviewBar({ token, articleId, revision, dirty }: { token: string; articleId: string; revision: Revision | null; dirty: boolean }) {
  const { data: reviews, mutate } = useArticleReviews(token, articleId);
  const { mutate: refresh } = useSWRConfig();
  const { allowed, reason } = useCallAllowed(token, 'submitForReview');
  const report = useErrorReporter();
  const [note, setNote] = useState('');
  const latest = reviews?.[0];
  const submitted = reviews?.some((review) => review.revisionId === revision?.id) ?? false;
  const blocked = !allowed
    ? reason
    : dirty
      ? 'Save your changes first'
      : !revision
        ? 'Nothing saved to review'
        : submitted
          ? 'This revision was submitted'
          : null;

  const submit = async () => {
    if (!revision) return;
    try {
      await adminRequest('submitForReview', { token, params: { revisionId: revision.id }, body: { note: note.trim() || undefined } });
      await Promise.all([mutate(), refresh(adminKeys.articleContent(token, articleId))]);
      setNote('');
      toast({ title: 'Submitted for review' });
    } catch (error) {
      report(error, apiProblem(error, 'Could not submit for review').message);
    }
  };

  return (
    <Bar $align="end">
      {blocked === null ? (
        <WideField>
          Note to reviewer (optional)
          <TextArea
            rows={2}
            value={note}
            maxLength={LIMITS.reviewNoteMax}
            onChange={(event) => setNote(event.target.value)}
            placeholder="What changed, what to look at"
          />
        </WideField>
      ) : null}
      <SecondaryButton type="button" disabled={blocked !== null} title={blocked ?? undefined} onClick={() => void submit()}>
        Submit for review
      </SecondaryButton>
      {latest?.status === 'changesRequested' && (
        <Notice role="status" $tone="problem">
          Changes requested by {latest.decidedBy?.adminName}: “{latest.comment}”
        </Notice>
      )}
      {latest?.status === 'pending' && <Notice role="status">Waiting for review (submitted {dateTime(latest.submittedAt)})</Notice>}
      {latest?.status === 'approved' && (
        <Notice role="status">
          Approved by {latest.decidedBy?.adminName}
          {latest.publishAt ? `, going live ${dateTime(latest.publishAt)}` : ''}
        </Notice>
      )}
    </Bar>
  );
}

const Bar = styled(Row)`
  margin: ${space(2)} 0;
`;

const Notice = styled.p<{ $tone?: 'problem' }>`
  margin: 0;
  color: ${({ $tone }) => ($tone === 'problem' ? color('danger') : color('textMuted'))};
`;
