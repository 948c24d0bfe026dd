import type { CurrentSession, Schedule } from '@kb/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { ReviewQueueSection } from './ReviewQueueSection';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const session: CurrentSession = { adminName: 'Pat', personId: ID(9), email: 'pat@example.com', role: 'publisher', expiresAt: '2099-01-01T00:00:00.000Z' };
const scheduled = (n: number, title: string, needsPublisher: boolean): Schedule => ({
  id: ID(n),
  action: 'publish',
  articleId: ID(n + 10),
  articleTitle: title,
  revisionId: ID(n + 20),
  runAt: '2026-12-01T09:00:00.000Z',
  createdBy: { personId: ID(n + 30), adminName: 'Former Publisher' },
  doneAt: null,
  outcome: null,
  needsPublisher,
});

afterEach(() => localStorage.clear());

describe('ReviewQueueSection, scheduled', () => {
  it('shows a schedule whose creator could no longer publish as "Needs a publisher", which a publisher can cancel', async () => {
    const lapsed = scheduled(1, 'Genlock Guide', true);
    const api = fakeFetch({
      'GET /api/admin/session': { body: session },
      'GET /api/admin/reviews': { body: [] },
      'GET /api/admin/schedules': { body: [lapsed, scheduled(2, 'Timecode Guide', false)] },
      [`DELETE /api/admin/schedules/${lapsed.id}`]: { body: { ok: true } },
    });
    renderSection(<ReviewQueueSection token={TOKEN} />, '/admin/reviews');
    const table = await screen.findByRole('table', { name: 'Scheduled' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Genlock Guide');
    expect(first).toHaveTextContent('Needs a publisher');
    expect(second).not.toHaveTextContent('Needs a publisher');
    await userEvent.click(within(first!).getByRole('button', { name: 'Cancel' }));
    expect(api.made('DELETE', `/api/admin/schedules/${lapsed.id}`)).toHaveLength(1);
  });
});
