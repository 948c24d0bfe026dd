import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { adminRequest, useArticleSettings } from '@kb/api-client/admin';
import type { Review } from '@kb/contracts';
import { LIMITS } from '@kb/contracts';
import { color, Row, space, toast } from '@kb/ui';
import { apiProblem } from '../authoring/apiProblem';
import { CompareButton } from '../authoring/CompareButton';
import { useBrokenLinkGuard } from '../authoring/links/useBrokenLinkGuard';
import { DangerButton, Field, PrimaryButton, TextArea, TextInput, WideField } from '../authoring/formParts';
import { Panel } from '../common/Panel';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { isoFromLocal } from './useReviews';
import { ReviewPreviewButton } from './ReviewPreview';
import { age, dateTime } from '../common/dates';

/**
 * One pending review: the title (a link to the article in the editor), who submitted it, how long ago, and their
 * note; Preview as readers will see it, Compare with the live article, Approve (now, or at the "Schedule" time;
 * its internal links checked as Publish checks them), Request changes with a comment.
 */
export function ReviewItem({ token, review, onDecided }: { token: string; review: Review; onDecided: () => void }) {
  const { data: article } = useArticleSettings(token, review.articleId);
  const [at, setAt] = useState('');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const report = useErrorReporter();
  const linkGuard = useBrokenLinkGuard(token);

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
  const approve = async () => {
    const publishAt = isoFromLocal(at);
    const go = (publishAnyway: boolean) =>
      void decide(
        () => adminRequest('approveReview', { token, params: { id: review.id }, body: { publishAt, publishAnyway: publishAnyway || undefined } }),
        publishAt ? `Approved: “${review.articleTitle}” goes live ${dateTime(publishAt)}` : `Approved and published: “${review.articleTitle}”`,
        'Could not approve',
      );
    try {
      const { content } = await adminRequest('reviewPreview', { token, params: { id: review.id } });
      await linkGuard.guard(review.articleId, review.articleTitle, content, go);
    } catch (error) {
      report(error, apiProblem(error, 'Could not check links').message);
    }
  };
  const requestChanges = () =>
    void decide(
      () => adminRequest('requestChanges', { token, params: { id: review.id }, body: { comment } }),
      'Changes requested',
      'Could not request changes',
    );

  return (
    <Panel as="li" aria-label={`Review of ${review.articleTitle}`}>
      <Title to={`/admin/articles/${review.articleId}`}>{review.articleTitle}</Title>
      <Meta>
        Submitted by {review.submittedBy.adminName},{' '}
        <time dateTime={review.submittedAt} title={dateTime(review.submittedAt)}>
          {age(review.submittedAt)}
        </time>
      </Meta>
      {review.note ? (
        <Note>
          <NoteLabel>Note to reviewer</NoteLabel>
          <NoteText>{review.note}</NoteText>
        </Note>
      ) : null}
      <Row $align="end">
        <ReviewPreviewButton token={token} reviewId={review.id} title={review.articleTitle} />
        {article ? <CompareButton token={token} article={article} toRevisionId={review.revisionId} /> : null}
        <Field>
          Schedule
          <TextInput type="datetime-local" step={1} value={at} onChange={(event) => setAt(event.target.value)} />
        </Field>
        <PrimaryButton type="button" disabled={busy} onClick={() => void approve()}>
          Approve
        </PrimaryButton>
      </Row>
      <Row $align="end">
        <WideField>
          Comment
          <TextArea
            rows={3}
            value={comment}
            maxLength={LIMITS.reviewCommentMax}
            onChange={(event) => setComment(event.target.value)}
            placeholder="What should change"
          />
        </WideField>
        <DangerButton type="button" disabled={busy || !comment.trim()} title={comment.trim() ? undefined : 'Write a comment first'} onClick={requestChanges}>
          Request changes
        </DangerButton>
      </Row>
      {linkGuard.dialog}
    </Panel>
  );
}

const Title = styled(Link)`
  font-weight: 600;
  font-size: 1.0625rem;
`;

const Meta = styled.span`
  color: ${color('textMuted')};
`;

const Note = styled.figure`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border-left: 3px solid ${color('border')};
`;

const NoteLabel = styled.figcaption`
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;

const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
