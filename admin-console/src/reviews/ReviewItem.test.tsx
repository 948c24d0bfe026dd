import type { CurrentSession, Review } from '@kb/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, type Answer } from '@kb/test-support';
import { articleSettingsOf } from '../../test/adminTree';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { ReviewQueueSection } from './ReviewQueueSection';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const session: CurrentSession = { adminName: 'Pat', personId: ID(9), email: 'pat@example.com', role: 'publisher', expiresAt: '2099-01-01T00:00:00.000Z' };
const ARTICLE = { id: ID(1), title: 'Genlock Basics', slug: 'genlock-basics', content: '' };
const CONTENT = '<h2 id="wiring">Wiring</h2><p>Connect the <a href="/article/timecode-guide">reference</a> first.</p>';
const review: Review = {
  id: ID(2),
  articleId: ARTICLE.id,
  articleTitle: ARTICLE.title,
  revisionId: ID(2),
  status: 'pending',
  submittedBy: { personId: ID(3), adminName: 'Erin' },
  submittedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  note: 'New article.\nPlease check the wiring steps.',
  comment: null,
  decidedBy: null,
  decidedAt: null,
  publishAt: null,
};
const problem = (kind: 'missing' | 'redirected') => ({
  href: '/article/timecode-guide',
  text: 'reference',
  problem: kind,
  message: kind === 'missing' ? 'No article has this address' : 'An old slug',
  fixedHref: kind === 'missing' ? null : '/article/timecode',
});

/** The queue of one review of a new article (never on the site), with `routes` on top. */
function openQueue(routes: Record<string, Answer> = {}) {
  const api = fakeFetch({
    'GET /api/admin/session': { body: session },
    'GET /api/admin/reviews': { body: [review] },
    'GET /api/admin/schedules': { body: [] },
    [`GET /api/admin/articles/${ARTICLE.id}`]: { body: { ...articleSettingsOf(ARTICLE, ID(4)), status: 'draft' } },
    [`GET /api/admin/revisions/${ARTICLE.id}`]: {
      body: [{ id: review.revisionId, articleId: ARTICLE.id, content: CONTENT, adminName: 'Erin', createdAt: review.submittedAt, isPublished: false }],
    },
    [`GET /api/admin/reviews/${review.id}/preview`]: { body: { title: ARTICLE.title, content: CONTENT } },
    [`POST /api/admin/reviews/${review.id}/approve`]: { body: { ...review, status: 'approved' } },
    [`POST /api/admin/reviews/${review.id}/request-changes`]: { body: { ...review, status: 'changesRequested' } },
    ...routes,
  });
  renderSection(<ReviewQueueSection token={TOKEN} />, '/admin/reviews');
  return api;
}

afterEach(() => localStorage.clear());

describe('Review queue, a pending review', () => {
  it('lists the title as a link to the article in the editor, who submitted it, how long ago, and their note', async () => {
    openQueue();
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    expect(within(item).getByRole('link', { name: ARTICLE.title })).toHaveAttribute('href', `/admin/articles/${ARTICLE.id}`);
    expect(item).toHaveTextContent('Submitted by Erin, 3 hours ago');
    expect(within(item).getByText(/Please check the wiring steps/)).toBeVisible();
    expect(within(item).getByText('Note to reviewer')).toBeVisible();
  });

  it('Preview shows a new article as readers will see it: its title and processed body', async () => {
    openQueue();
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    await userEvent.click(within(item).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Wiring' })).toHaveAttribute('id', 'wiring');
    expect(within(preview).getByRole('link', { name: 'reference' })).toHaveAttribute('href', '/article/timecode-guide');
  });

  it('Compare of a new article shows its whole text as added, against nothing', async () => {
    openQueue();
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    await userEvent.click(await within(item).findByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText(/^From/)).toHaveDisplayValue('Nothing (not on the site)');
    expect(within(dialog).queryByText(/Nothing to compare yet/)).toBeNull();
    expect(within(dialog).getByLabelText('Differences')).toHaveTextContent('Wiring');
    expect(within(dialog).getByLabelText('Differences').querySelector('ins')).not.toBeNull();
  });

  it('Approve with a broken internal link asks "Publish anyway" first; Cancel approves nothing', async () => {
    const api = openQueue({ 'POST /api/admin/check-links': { body: { internalCount: 1, problems: [problem('missing')], external: [] } } });
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `“${ARTICLE.title}” has broken links` });
    expect(within(dialog).getByRole('list', { name: 'Broken links' })).toHaveTextContent('No article has this address');
    expect(api.made('POST', '/api/admin/check-links')[0]?.body).toEqual({ articleId: ARTICLE.id, content: CONTENT });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.made('POST', `/api/admin/reviews/${review.id}/approve`)).toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(api.made('POST', `/api/admin/reviews/${review.id}/approve`)).toHaveLength(1));
    expect(api.made('POST', `/api/admin/reviews/${review.id}/approve`)[0]?.body).toEqual({ publishAnyway: true });
  });

  it('Approve of a link to an old slug (it redirects) does not call it broken', async () => {
    const api = openQueue({ 'POST /api/admin/check-links': { body: { internalCount: 1, problems: [problem('redirected')], external: [] } } });
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.made('POST', `/api/admin/reviews/${review.id}/approve`)).toHaveLength(1));
    expect(api.made('POST', `/api/admin/reviews/${review.id}/approve`)[0]?.body).toEqual({});
    expect(screen.queryByRole('button', { name: 'Publish anyway' })).toBeNull();
  });

  it('a comment takes several lines', async () => {
    const api = openQueue();
    const item = await screen.findByRole('listitem', { name: `Review of ${ARTICLE.title}` });
    await userEvent.type(within(item).getByRole('textbox', { name: 'Comment' }), 'Two things:{Enter}add a diagram');
    await userEvent.click(within(item).getByRole('button', { name: 'Request changes' }));
    await waitFor(() =>
      expect(api.made('POST', `/api/admin/reviews/${review.id}/request-changes`)[0]?.body).toEqual({ comment: 'Two things:\nadd a diagram' }),
    );
  });
});
