import { useState } from 'react';
import styled from 'styled-components';
import { adminRequest, useArticleSettings } from '@kb/api-client/admin';
import type { Review } from '@kb/contracts';
import { color, Row, toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { CompareButton } from '../authoring/CompareButton';
import { DangerButton, Field, PrimaryButton, TextInput } from '../authoring/formParts';
import { Panel } from '../common/Panel';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { isoFromLocal } from './useReviews';
import { dateTime } from '../common/dates';


/** One pending review: Compare with the live article, Approve (now, or at the "Schedule" time), Request changes with a comment. */
export function ReviewItem({ token, review, onDecided }: { token: string; review: Review; onDecided: () => void }) {
  const { data: article } = useArticleSettings(token, review.articleId);
  const [at, setAt] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const report = useErrorReporter();

  const decide = async (work: () => Promise<unknown>, done: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
      onDecided();
    } catch (error) {
      report(error, apiProblem(error, failure).message);
    } finally {
      setBusy(false);
    }
  };
  const approve = () => {
    const publishAt = isoFromLocal(at);
    void decide(
      () => adminRequest('approveReview', { token, params: { id: review.id }, body: { publishAt } }),
      publishAt ? `Approved: “${review.articleTitle}” goes live ${dateTime(publishAt)}` : `Approved and published: “${review.articleTitle}”`,
      'Could not approve',
    );
  };
  const requestChanges = () =>
    void decide(() => adminRequest('requestChanges', { token, params: { id: review.id }, body: { comment } }), 'Changes requested', 'Could not request changes');

  return (
    <Panel as="li" aria-label={`Review of ${review.articleTitle}`}>
      <strong>{review.articleTitle}</strong>
      <Meta>
        Submitted by {review.submittedBy.adminName}, {dateTime(review.submittedAt)}
      </Meta>
      <Row $align="end">
        {article ? <CompareButton token={token} article={article} toRevisionId={review.revisionId} /> : null}
        <Field>
          Schedule
          <TextInput type="datetime-local" step={1} value={at} onChange={(event) => setAt(event.target.value)} />
        </Field>
        <PrimaryButton type="button" disabled={busy} onClick={approve}>
          Approve
        </PrimaryButton>
      </Row>
      <Row $align="end">
        <Field>
          Comment
          <TextInput value={comment} maxLength={2000} onChange={(event) => setComment(event.target.value)} placeholder="What should change" />
        </Field>
        <DangerButton type="button" disabled={busy || !comment.trim()} title={comment.trim() ? undefined : 'Write a comment first'} onClick={requestChanges}>
          Request changes
        </DangerButton>
      </Row>
    </Panel>
  );
}

const Meta = styled.span`
  color: ${color('textMuted')};
`;

