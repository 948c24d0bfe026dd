import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, SESSION_KEYS } from '../session/sessionStore';
import { useCountdown } from '../session/useCountdown';
import { fakeFetch } from '@kb/test-support';
import { ADMIN, renderAdmin, storeSession, TOKEN } from '../../test/renderAdmin';
import { EMPTY_LISTS } from '../../test/dashboardHooks';
import { DashboardPage } from './DashboardPage';

let api: ReturnType<typeof fakeFetch> | null = null;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const location = () => screen.getByTestId('location');

describe('formatRemaining', () => {
  it('shows minutes:seconds and Expired at zero', () => {
    expect(formatRemaining(61_000)).toBe('01:01');
    expect(formatRemaining(3_600_000)).toBe('60:00');
    expect(formatRemaining(500)).toBe('00:01');
    expect(formatRemaining(0)).toBe('Expired');
  });
});

describe('Admin dashboard session', () => {
  it("says 'Loading admin dashboard...' before the session is read", () => {
    const html = renderToString(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Loading admin dashboard...');
  });

  const missing = (key: string) => () => {
    storeSession();
    localStorage.removeItem(key);
  };
  it.each([
    ['no session', () => undefined],
    ['a missing token', missing('admin_token')],
    ['a missing name', missing('admin_name')],
    ['a missing expiry', missing('admin_expires_at')],
    ['an expired session', () => storeSession(-1)],
  ])('redirects to /admin/login with %s and clears all three stored values', async (_, arrange) => {
    api = fakeFetch(EMPTY_LISTS);
    arrange();
    renderAdmin(<DashboardPage />, '/admin');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
    expect(['admin_token', 'admin_name', 'admin_expires_at'].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(api.calls).toEqual([]);
  });

  it('shows the name, both cards and a countdown that ticks each second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeFetch(EMPTY_LISTS);
    storeSession(2);
    renderAdmin(<DashboardPage />, '/admin');
    expect(await screen.findByText(ADMIN)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
    expect(screen.getByText('Edit existing articles and track revision history')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Content Gap Analysis' })).toBeVisible();
    expect(screen.getByText('Identify and track content opportunities to expand your knowledge base')).toBeVisible();
    const timer = screen.getByRole('timer', { name: 'Session time remaining' });
    expect(timer).toHaveTextContent(/^0[12]:\d\d$/);
    const before = timer.textContent;
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).not.toBe(before);
    expect(api.calls.every((call) => call.auth === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("the countdown shows 'Expired' at zero and calls for logout once, a second later", async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const expiresAt = Date.now() + 2_000;
    const { result } = renderHook(() => useCountdown(expiresAt, onExpire));
    expect(result.current).toBe('00:02');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('00:01');
    expect(onExpire).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe('Expired');
    await act(async () => vi.advanceTimersByTime(999));
    expect(onExpire).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe('Expired');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('logs out when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/logout': { body: { ok: true } } });
    storeSession(0.05); // 3 seconds
    renderAdmin(<DashboardPage />, '/admin');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^00:0[23]$/);
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expired$/);
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(api.made('POST', '/api/admin/logout')).toHaveLength(1);
  });

  it('re-reads the session every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api = fakeFetch(EMPTY_LISTS);
    storeSession(30);
    renderAdmin(<DashboardPage />, '/admin');
    await screen.findByText(ADMIN);
    localStorage.removeItem(SESSION_KEYS.token);
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(location()).toHaveTextContent(/^\/admin$/);
    expect(screen.getByText(ADMIN)).toBeVisible();
    await act(async () => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
  });

  it('Logout clears the session and leaves even when the server call fails', async () => {
    api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/logout': { status: 500, body: { error: 'Internal error' } } });
    storeSession();
    renderAdmin(<DashboardPage />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(api.made('POST', '/api/admin/logout')[0]?.auth).toBe(`Bearer ${TOKEN}`);
  });

  it("'Sign out everywhere' asks first: Cancel keeps every session", async () => {
    api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/sign-out-everywhere': { body: { ok: true, sessionsEnded: 3 } } });
    storeSession();
    renderAdmin(<DashboardPage />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('your passkeys are removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.made('POST', '/api/admin/sign-out-everywhere')).toHaveLength(0);
    expect(location()).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(TOKEN);
  });

  it("'Sign out everywhere', confirmed, ends every session on the server, then clears this one and leaves", async () => {
    api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/sign-out-everywhere': { body: { ok: true, sessionsEnded: 3 } } });
    storeSession();
    renderAdmin(<DashboardPage />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(api.made('POST', '/api/admin/sign-out-everywhere').map((call) => call.auth)).toEqual([`Bearer ${TOKEN}`]);
    expect(api.made('POST', '/api/admin/logout')).toHaveLength(0);
  });

  it("'Sign out everywhere' that the server does not confirm says so and stays signed in", async () => {
    api = fakeFetch({ ...EMPTY_LISTS, 'POST /api/admin/sign-out-everywhere': { status: 500, body: { error: 'Internal error' } } });
    storeSession();
    renderAdmin(<DashboardPage />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not sign out everywhere×$/);
    expect(location()).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe(TOKEN);
  });

  it('any 401 from the API logs out', async () => {
    api = fakeFetch({ ...EMPTY_LISTS, 'GET /api/admin/tree': { status: 401, body: { error: 'Session expired' } } });
    storeSession();
    renderAdmin(<DashboardPage />, '/admin');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/login$/));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
