import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRequest } from '@kb/api-client/admin';
import { fakeFetch } from '@kb/test-support';
import { ROUTER_FUTURE } from '@kb/ui';
import { storeSession, TOKEN } from '../../test/renderAdmin';
import { LoginPage } from '../login/LoginPage';
import { SessionProvider, useSession } from './SessionProvider';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A console screen whose first call finds the session ended. */
function People() {
  const { logoutOnUnauthorized } = useSession();
  useEffect(() => {
    adminRequest('people', { token: TOKEN }).catch(logoutOnUnauthorized);
  }, [logoutOnUnauthorized]);
  return <h1>People</h1>;
}

function renderConsole() {
  storeSession();
  render(
    <MemoryRouter initialEntries={['/admin/people']} future={ROUTER_FUTURE}>
      <SessionProvider>
        <Routes>
          <Route path="/admin/login" element={<LoginPage />} />
          <Route path="/admin/*" element={<People />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('a session that ended elsewhere', () => {
  it.each([
    ['passwordReset', 'An owner reset your password. Choose a new one from the link they give you.'],
    ['signedOutEverywhere', 'You were signed out everywhere, on every device.'],
    ['passwordChanged', 'Your password was changed. Sign in with the new one.'],
    ['removed', 'You were removed from the team, so you can no longer sign in.'],
    ['expired', 'Your session expired. Sign in again to go on where you were.'],
  ])('sends the person to the sign-in page, which says why (%s)', async (ended, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({
      'GET /api/admin/people': { status: 401, body: { error: 'Session ended', code: 'unauthorized', details: { ended } } },
      'POST /api/admin/logout': { status: 401, body: { error: 'Session ended', code: 'unauthorized' } },
      'GET /api/admin/sign-in-options': { body: { sharedPassword: true, sso: false, passkeys: true } },
    });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says nothing it does not know: a token the server does not know at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({
      'GET /api/admin/people': { status: 401, body: { error: 'Invalid session token', code: 'unauthorized' } },
      'POST /api/admin/logout': { status: 401, body: { error: 'Invalid session token', code: 'unauthorized' } },
      'GET /api/admin/sign-in-options': { body: { sharedPassword: true, sso: false, passkeys: true } },
    });
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(screen.queryByText(/signed out|expired|password was/)).toBeNull();
  });

  it('keeps the person signed in when the 401 answered a call made with a session this browser has since replaced (Change password)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = fakeFetch({
      'GET /api/admin/people': { status: 401, body: { error: 'Session ended', code: 'unauthorized', details: { ended: 'passwordChanged' } } },
      'GET /api/admin/session': { body: { adminName: 'Ada Admin', personId: null, email: null, role: 'owner', expiresAt: '2099-01-01T00:00:00.000Z' } },
      'GET /api/admin/sign-in-options': { body: { sharedPassword: true, sso: false, passkeys: true } },
    });
    renderConsole();
    await vi.waitFor(() => expect(requests).toContain('/api/admin/session'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'People' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).toBeNull();
  });
});
