import type { ActiveSession, CurrentSession, Passkey } from '@kb/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { dateTime } from '../common/dates';
import { AccountSection } from './AccountSection';

const me = (personId: string | null): CurrentSession => ({
  adminName: 'Me',
  personId,
  email: personId ? 'me@example.com' : null,
  role: 'editor',
  expiresAt: '2099-01-01T00:00:00.000Z',
});
const KEY: Passkey = { id: 'cred-1', label: 'Passkey', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null };
const session = (n: number, fields: Partial<ActiveSession>): ActiveSession => ({
  id: String(n).repeat(64),
  method: 'password',
  adminName: 'Me',
  address: `198.51.100.${n}`,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  browser: 'Chrome 140 on Linux',
  createdAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-11-26T10:00:00.000Z',
  current: false,
  ...fields,
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderAccount = () => renderSection(<AccountSection token={TOKEN} />, '/admin/account');

describe('AccountSection', () => {
  it('lists the person’s passkeys and removes one after confirming in the app’s dialog', async () => {
    let keys = [KEY];
    const api = fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': () => ({ body: keys }),
      'GET /api/admin/sessions': { body: [] },
      'DELETE /api/admin/passkeys/cred-1': () => {
        keys = [];
        return { body: { ok: true } };
      },
    });
    renderAccount();
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    expect(within(table).getByRole('rowheader', { name: 'Passkey' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Passkey' }));
    const asked = await screen.findByRole('dialog', { name: 'Remove Passkey?' });
    expect(asked).toHaveTextContent('It will no longer sign you in.');
    await userEvent.click(within(asked).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You have no passkey yet.')).toBeVisible();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/passkeys/cred-1'))).toBe(true);
  });

  it('renames a passkey in a dialog', async () => {
    let keys = [KEY];
    const api = fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': () => ({ body: keys }),
      'GET /api/admin/sessions': { body: [] },
      'PATCH /api/admin/passkeys/cred-1': (call) => {
        keys = [{ ...KEY, label: (call.body as { label: string }).label }];
        return { body: keys[0] };
      },
    });
    renderAccount();
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    await userEvent.click(within(table).getByRole('button', { name: 'Rename Passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Passkey' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Work laptop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('rowheader', { name: 'Work laptop' })).toBeVisible();
    expect(api.made('PATCH', '/api/admin/passkeys/cred-1')[0]?.body).toEqual({ label: 'Work laptop' });
  });

  it('a person changes their name, and their password with the current one; this browser keeps the new session', async () => {
    const api = fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': { body: [] },
      'GET /api/admin/sessions': { body: [] },
      'PATCH /api/admin/account': (call) => ({ body: { ...me('00000000-0000-4000-8000-000000000009'), adminName: (call.body as { name: string }).name } }),
      'POST /api/admin/account/password': (call) =>
        (call.body as { currentPassword: string }).currentPassword === 'old secret'
          ? { body: { sessionToken: 'new-token', adminName: 'Meg', expiresAt: '2099-01-01T00:00:00.000Z' } }
          : { status: 400, body: { error: 'Your current password is not right', code: 'validation', details: { field: 'currentPassword' } } },
    });
    renderAccount();
    const nameForm = await screen.findByRole('form', { name: 'Your name' });
    expect(within(nameForm).getByRole('button', { name: 'Save name' })).toBeDisabled();
    await userEvent.clear(within(nameForm).getByLabelText('Name'));
    await userEvent.type(within(nameForm).getByLabelText('Name'), 'Meg');
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeVisible();
    expect(api.made('PATCH', '/api/admin/account')[0]?.body).toEqual({ name: 'Meg' });
    expect(localStorage.getItem('admin_name')).toBe('Meg');

    const passwordForm = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(passwordForm).getByLabelText('Current password'), 'wrong');
    await userEvent.type(within(passwordForm).getByLabelText('New password'), 'a brand new password');
    await userEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right')).toBeVisible();
    expect(localStorage.getItem('admin_token')).toBe(TOKEN);
    await userEvent.clear(within(passwordForm).getByLabelText('Current password'));
    await userEvent.type(within(passwordForm).getByLabelText('Current password'), 'old secret');
    await userEvent.click(within(passwordForm).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other sessions have ended.')).toBeVisible();
    expect(localStorage.getItem('admin_token')).toBe('new-token');
    expect(within(passwordForm).getByLabelText('Current password')).toHaveValue('');
  });

  it('"Ask for my passkey after my password" turns the second factor on, and only with a passkey', async () => {
    const api = fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': { body: [KEY] },
      'GET /api/admin/sessions': { body: [] },
      'GET /api/admin/account/second-factor': { body: { passkeyRequired: false } },
      'PATCH /api/admin/account/second-factor': (call) => ({ body: call.body as object }),
    });
    renderAccount();
    const box = await screen.findByRole('checkbox', { name: 'Ask for my passkey after my password (a second factor)' });
    await waitFor(() => expect(box).toBeEnabled());
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ passkeyRequired: true });
  });

  it('adding a passkey long after signing in asks for the password in a dialog, and sends it with the request', async () => {
    let tries = 0;
    const api = fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': { body: [] },
      'GET /api/admin/sessions': { body: [] },
      'GET /api/admin/account/second-factor': { body: { passkeyRequired: false } },
      'POST /api/admin/passkeys/registration-options': () => {
        tries += 1;
        if (tries === 1)
          return { status: 403, body: { error: 'Enter your password to add a passkey', code: 'forbidden', details: { reauthenticate: 'password' } } };
        if (tries === 2) return { status: 403, body: { error: 'That is not your password', code: 'forbidden', details: { reauthenticate: 'password' } } };
        return { body: { challengeId: '00000000-0000-4000-8000-000000000001', options: { challenge: 'Y2hhbGxlbmdl' } } };
      },
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('Adding a passkey needs your password, or a sign-in within the last 5 minutes.');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and add' }));
    expect(await within(dialog).findByText('That is not your password')).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'right one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(api.made('POST', '/api/admin/passkeys/registration-options').map((call) => call.body)).toEqual([
      {},
      { password: 'wrong one' },
      { password: 'right one' },
    ]);
  });

  it('the shared password’s site administrator is told passkeys belong to people', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: me(null) }, 'GET /api/admin/passkeys': { body: [] }, 'GET /api/admin/sessions': { body: [] } });
    renderAccount();
    expect(await screen.findByText('Passkeys belong to people: sign in with your email address to add one.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('lists the active sessions (how, from where, which browser) and ends another one', async () => {
    let sessions = [
      session(1, { current: true, method: 'passkey' }),
      session(2, { method: 'sso', userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 Safari/604.1', browser: 'Mobile Safari 18 on iOS (mobile)' }),
    ];
    fakeFetch({
      'GET /api/admin/session': { body: me('00000000-0000-4000-8000-000000000009') },
      'GET /api/admin/passkeys': { body: [] },
      'GET /api/admin/sessions': () => ({ body: sessions }),
      [`DELETE /api/admin/sessions/${'2'.repeat(64)}`]: () => {
        sessions = sessions.slice(0, 1);
        return { body: { ok: true } };
      },
    });
    renderAccount();
    const table = await screen.findByRole('table', { name: 'Your active sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Passkey198.51.100.1Chrome 140 on Linux${dateTime('2026-11-26T09:00:00.000Z')}This browser`,
      `Single sign-on198.51.100.2Mobile Safari 18 on iOS (mobile)${dateTime('2026-11-26T09:00:00.000Z')}End`,
    ]);
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^End the session from 198\.51\.100\.2/ }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });
});
