import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { ROUTER_FUTURE } from '@kb/ui';
import { DashboardPage } from '../dashboard/DashboardPage';
import { returnPath } from '../login/returnPath';
import { dashboardTestHooks, EMPTY_LISTS } from '../../test/dashboardHooks';
import { renderAdmin, storeSession, TOKEN } from '../../test/renderAdmin';
import { SESSION_KEYS } from './sessionStore';

dashboardTestHooks();

describe('Session expiry warning', () => {
  it('shows nothing while more than two minutes are left', async () => {
    fakeFetch(EMPTY_LISTS);
    storeSession(3);
    renderAdmin(<DashboardPage />, '/admin');
    await screen.findByRole('timer', { name: 'Session time remaining' });
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
  });

  it('two minutes before the end warns; "Stay signed in" renews the session and the warning goes', async () => {
    const renewed = new Date(Date.now() + 60 * 60_000).toISOString();
    const api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/session/renew': { body: { expiresAt: renewed } } });
    storeSession(1.5);
    renderAdmin(<DashboardPage />, '/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session ends in less than 2 minutes');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull());
    expect(api.made('POST', '/api/admin/session/renew')[0]?.auth).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem(SESSION_KEYS.expiresAt)).toBe(renewed);
    expect(screen.getByRole('timer', { name: 'Session time remaining' })).toHaveTextContent(/^(59|60):\d\d$/);
  });

  it('when the session ends on an article, signing in again goes back to it (where its unsaved text is offered)', () => {
    expect(returnPath({ from: '/admin/articles/abc' })).toBe('/admin/articles/abc');
    expect(returnPath(null)).toBe('/admin');
    expect(returnPath({ from: 'https://evil.example/' })).toBe('/admin');
    expect(returnPath({ from: '/admin/login' })).toBe('/admin');
  });

  it('an expired session leaves for the sign-in page remembering the article', async () => {
    fakeFetch({
      ...EMPTY_LISTS,
      'POST /api/admin/logout': { body: { ok: true } },
      'GET /api/admin/articles/abc/content': { status: 404, body: { error: 'Not found', code: 'notFound' } },
    });
    storeSession(0.02); // about a second
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/admin/articles/abc']} future={ROUTER_FUTURE}>
          <Routes>
            <Route path="/admin/login" element={<SignInShowingReturn />} />
            <Route path="/admin/*" element={<DashboardPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByText('Back to /admin/articles/abc', {}, { timeout: 5_000 })).toBeVisible();
  });
});

function SignInShowingReturn() {
  return <p>Back to {returnPath(useLocation().state)}</p>;
}
