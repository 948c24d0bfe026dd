import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { fakeFetch } from '@kb/test-support';
import { treeRoutes } from '../../test/adminTree';
import { renderAdmin } from '../../test/renderAdmin';
import { DashboardPage } from '../dashboard/DashboardPage';

const ARTICLE = { id: '00000000-0000-4000-8000-000000000001', title: 'Genlock Setup', slug: 'genlock-setup', content: '<p>Genlock text</p>' };

dashboardTestHooks();

/** Opens the article with a page before /admin in the browser history, and edits it in HTML mode. */
async function editWithHistory() {
  window.history.replaceState(null, '', '/before');
  window.history.pushState(null, '', '/admin');
  fakeFetch({
    ...treeRoutes([{ id: '00000000-0000-4000-8000-000000000010', name: 'Sync', articleCount: 1, articles: [ARTICLE], children: [] }]),
    'GET /api/admin/saved-concepts': { body: [] },
    'GET /api/admin/categories': { body: [] },
    'GET /api/admin/reference-urls': { body: [] },
    'GET /api/admin/content-concepts': { body: [] },
    [`GET /api/admin/revisions/${ARTICLE.id}`]: { body: [] },
  });
  renderAdmin(<DashboardPage />, '/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sync (1)' }));
  await user.click(screen.getByRole('button', { name: ARTICLE.title }));
  await user.click(screen.getByRole('button', { name: 'HTML' }));
  const area = screen.getByPlaceholderText('Enter HTML content...');
  await user.type(area, '<p>Unsaved</p>');
  return { user, area };
}

describe('browser Back with unsaved changes', () => {
  it('asks first; Keep editing stays with the changes, Discard changes goes back', async () => {
    const { user, area } = await editWithHistory();
    window.history.back();
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(area).toHaveValue('<p>Genlock text</p><p>Unsaved</p>');
    expect(window.location.pathname).toBe('/admin');

    window.history.back();
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
  });

  it('goes back at once, without asking, when the text is back to what was loaded', async () => {
    const { user } = await editWithHistory();
    await user.clear(screen.getByPlaceholderText('Enter HTML content...'));
    await user.type(screen.getByPlaceholderText('Enter HTML content...'), '<p>Genlock text</p>');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/before'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
