import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, type Reply } from '@kb/test-support';
import { renderAt } from '../../test/render';
import { ArticleFeedback } from './ArticleFeedback';

const ID = '3f2b8c1e-7d4a-4b6e-9c0d-1a2b3c4d5e6f';
function show(reply: Reply = { body: { counted: true } }) {
  const api = fakeFetch({ [`/api/articles/${ID}/feedback`]: reply });
  renderAt('/article/x', <ArticleFeedback articleId={ID} />);
  const bodies = () => api.made('POST', `/api/articles/${ID}/feedback`).map((call) => call.body);
  return { bodies };
}

describe('ArticleFeedback', () => {
  beforeEach(() => localStorage.clear());

  it('asks "Was this helpful?" and thanks the reader after Yes', async () => {
    const { bodies } = show();
    expect(screen.getByRole('heading', { name: 'Was this helpful?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your feedback');
    expect(bodies()).toEqual([{ helpful: true }]);
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
  });

  it('after No asks "What was missing?" (at most 1,000 characters), sends the comment, then thanks', async () => {
    const { bodies } = show();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    const box = await screen.findByLabelText('What was missing?');
    expect(box).toHaveAttribute('maxLength', '1000');
    await userEvent.type(box, 'A genlock wiring diagram');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your feedback');
    expect(bodies()).toEqual([{ helpful: false }, { helpful: false, comment: 'A genlock wiring diagram' }]);
  });

  it('says so when the vote cannot be sent, and keeps the buttons to try again', async () => {
    show({ status: 429, body: { error: 'Too many attempts. Try again in 30 seconds.', code: 'rateLimited' } });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent. Please try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes' })).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
