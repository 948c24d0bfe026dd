import type { CurrentSession, Revision } from '@kb/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { ReviewBar } from './ReviewBar';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const session: CurrentSession = { adminName: 'Erin', personId: ID(9), email: 'erin@example.com', role: 'editor', expiresAt: '2099-01-01T00:00:00.000Z' };
const revision: Revision = {
  id: ID(2),
  articleId: ID(1),
  content: '<p>New words</p>',
  adminName: 'Erin',
  personId: ID(9),
  createdAt: '2026-12-01T09:00:00.000Z',
  isPublished: false,
  publishedBy: null,
  settings: null,
  discarded: false,
};

afterEach(() => localStorage.clear());

describe('ReviewBar', () => {
  it('submits the saved revision with a multi-line "Note to reviewer"', async () => {
    const api = fakeFetch({
      'GET /api/admin/session': { body: session },
      [`GET /api/admin/articles/${ID(1)}/reviews`]: { body: [] },
      [`POST /api/admin/revisions/${revision.id}/review`]: { status: 201, body: {} },
    });
    renderSection(<ReviewBar token={TOKEN} articleId={ID(1)} revision={revision} dirty={false} />, '/admin/articles');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note to reviewer (optional)' }), 'First draft.{Enter}Check the steps.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(api.made('POST', `/api/admin/revisions/${revision.id}/review`)[0]?.body).toEqual({ note: 'First draft.\nCheck the steps.' }));
  });
});
