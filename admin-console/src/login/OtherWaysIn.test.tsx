import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderAdmin } from '../../test/renderAdmin';
import { SESSION_KEYS } from '../session/sessionStore';
import { LoginPage } from './LoginPage';

const SESSION = { sessionToken: 'tok-sso', adminName: 'Petra Publisher', expiresAt: '2030-01-01T00:00:00.000Z' };
const options = (sso: boolean) => ({ body: { sharedPassword: true, sso, passkeys: true } });

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('other ways in on the sign-in screen', () => {
  it('offers "Sign in with SSO" only when the site has an identity provider, and a passkey always', async () => {
    fakeFetch({ 'GET /api/admin/sign-in-options': options(false) });
    const { unmount } = renderAdmin(<LoginPage />, '/admin/login');
    expect(await screen.findByRole('button', { name: 'Sign in with a Passkey' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).toBeNull();
    unmount();
    fakeFetch({ 'GET /api/admin/sign-in-options': options(true) });
    renderAdmin(<LoginPage />, '/admin/login');
    expect(await screen.findByRole('button', { name: 'Sign in with SSO' })).toBeEnabled();
  });

  it('"Sign in with SSO" sends the browser to the identity provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, search: '' });
    fakeFetch({ 'GET /api/admin/sign-in-options': options(true), 'POST /api/admin/sso/start': { body: { url: 'https://idp.example/auth?x=1' } } });
    renderAdmin(<LoginPage />, '/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example/auth?x=1'));
    vi.restoreAllMocks();
  });

  it("back from the provider, the screen finishes the sign-in with the provider's answer and stores the session", async () => {
    window.history.replaceState(null, '', '/admin/login?code=abc&state=xyz&iss=https%3A%2F%2Fidp.example');
    const api = fakeFetch({ 'GET /api/admin/sign-in-options': options(true), 'POST /api/admin/sso/finish': { body: SESSION } });
    renderAdmin(<LoginPage />, '/admin/login');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok-sso'));
    expect(api.calls.find((call) => call.path.endsWith('/sso/finish'))?.body).toEqual({ query: '?code=abc&state=xyz&iss=https%3A%2F%2Fidp.example' });
    expect(window.location.search).toBe('');
  });

  it("a refusal shows the site's reason under 'Login failed'", async () => {
    window.history.replaceState(null, '', '/admin/login?code=abc&state=xyz');
    fakeFetch({
      'GET /api/admin/sign-in-options': options(true),
      'POST /api/admin/sso/finish': { status: 403, body: { error: 'uma@example.com is not on the team: ask an owner to invite you', code: 'forbidden' } },
    });
    renderAdmin(<LoginPage />, '/admin/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login faileduma@example.com is not on the team: ask an owner to invite you');
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('a person who asked for a passkey after their password confirms with it after the provider: no session until then', async () => {
    window.history.replaceState(null, '', '/admin/login?code=abc&state=xyz');
    const secondFactor = { challengeId: '00000000-0000-4000-8000-000000000001', options: { challenge: 'c2Vjb25k' } };
    fakeFetch({ 'GET /api/admin/sign-in-options': options(true), 'POST /api/admin/sso/finish': { body: { secondFactor } } });
    renderAdmin(<LoginPage />, '/admin/login');
    expect(await screen.findByRole('button', { name: 'Confirm with your passkey' })).toBeEnabled();
    expect(screen.getByText('Your identity provider signed you in. Confirm with your passkey.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in with SSO' })).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
