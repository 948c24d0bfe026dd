import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sendArticleFeedback } from '@kb/api-client';
import { LIMITS } from '@kb/contracts';
import { bordered, color, radius, Row, space } from '@kb/ui';
import { useT } from '../i18n/useT';
import feedbackTexts from '../i18n/catalogues/en.feedback.json';

type Step = 'ask' | 'missing' | 'thanks';
type Vote = 'Yes' | 'No';

/** The vote given on an article, kept in this browser so a reload does not ask again. */
const voteKey = (articleId: string) => `skyframe-kb-feedback:${articleId}`;

function readVote(articleId: string): Vote | null {
  try {
    const vote = localStorage.getItem(voteKey(articleId));
    return vote === 'Yes' || vote === 'No' ? vote : null;
  } catch {
    return null;
  }
}

function keepVote(articleId: string, vote: Vote): void {
  try {
    localStorage.setItem(voteKey(articleId), vote);
  } catch {
    // storage may be unavailable (private mode): the widget asks again next time
  }
}

/**
 * "Was this helpful?" at the end of an article: Yes, or No and then an optional "What was missing?".
 * No cookie or account: the API tells readers apart for a day by a salted hash.
 */
export function ArticleFeedback({ articleId }: { articleId: string }) {
  const t = useT(feedbackTexts);
  // Rendered in the browser only (downloaded near the end of the article), so storage is read at once.
  const [given] = useState(() => readVote(articleId));
  const [step, setStep] = useState<Step>('ask');
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  /** Sends the feedback and moves to `next`; on failure says so and keeps the step, to try again. True when sent. */
  const send = async (feedback: Parameters<typeof sendArticleFeedback>[1], next: Step) => {
    setSending(true);
    setFailed(false);
    try {
      await sendArticleFeedback(articleId, feedback);
      setStep(next);
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setSending(false);
    }
  };
  const vote = async (helpful: boolean) => {
    if (await send({ helpful }, helpful ? 'thanks' : 'missing')) keepVote(articleId, helpful ? 'Yes' : 'No');
  };
  // After "No", the reader is asked what was missing: the focus goes to the box to answer in.
  useEffect(() => {
    if (step === 'missing') commentBox.current?.focus();
  }, [step]);
  const sendComment = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return setStep('thanks');
    await send({ helpful: false, comment }, 'thanks');
  };

  return (
    <Box aria-labelledby="article-feedback-title">
      <Title id="article-feedback-title">{t('feedback.title')}</Title>
      {given && step === 'ask' && <p role="status">{t('feedback.answered', { answer: t(given === 'Yes' ? 'feedback.yes' : 'feedback.no') })}</p>}
      {!given && step === 'ask' && (
        <Row $gap={3} $wrap={false}>
          <Choice type="button" disabled={sending} onClick={() => void vote(true)}>
            {t('feedback.yes')}
          </Choice>
          <Choice type="button" disabled={sending} onClick={() => void vote(false)}>
            {t('feedback.no')}
          </Choice>
        </Row>
      )}
      {step === 'missing' && (
        <form onSubmit={(event) => void sendComment(event)}>
          <label htmlFor="article-feedback-comment">{t('feedback.missing')}</label>
          <Comment
            ref={commentBox}
            id="article-feedback-comment"
            value={comment}
            maxLength={LIMITS.feedbackCommentMax}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
          />
          <Row $gap={3} $wrap={false}>
            <Choice type="submit" disabled={sending}>
              {t('feedback.send')}
            </Choice>
            <Count aria-live="polite">
              {comment.length} / {LIMITS.feedbackCommentMax}
            </Count>
          </Row>
        </form>
      )}
      {step === 'thanks' && <p role="status">{t('feedback.thanks')}</p>}
      {failed && step !== 'thanks' && <Problem role="alert">{t('feedback.failed')}</Problem>}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${space(8)};
  padding: ${space(4)} ${space(5)};
  border: 1px solid ${color('border')};
  border-radius: ${radius.lg};
  background: ${color('surface')};
  label {
    display: block;
    margin-bottom: ${space(2)};
  }
  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${space(3)};
  font-size: 1.125rem;
`;

const Choice = styled.button`
  min-width: 4.5rem;
  padding: ${space(2)} ${space(4)};
  ${bordered('md', 'bg')}
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${color('accent')};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;

const Comment = styled.textarea`
  display: block;
  width: 100%;
  margin-bottom: ${space(3)};
  padding: ${space(2)};
  ${bordered('md', 'bg')}
  resize: vertical;
`;

const Count = styled.span`
  color: ${color('textMuted')};
  font-size: 0.8125rem;
`;

const Problem = styled.p`
  margin-top: ${space(2)} !important;
  color: ${color('danger')};
`;
