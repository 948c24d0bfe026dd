import type { CurrentSession, Passkey, Person, PersonLink } from '@kb/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { dateTime } from '../common/dates';
import { EditorActions } from '../editor/EditorActions';
import { PeopleSection } from './PeopleSection';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ANN: Person = {
  id: ID(1),
  email: 'ann@example.com',
  name: 'Ann',
  role: 'editor',
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  invitationExpiresAt: null,
};
const session = (role: CurrentSession['role']): CurrentSession => ({
  adminName: 'Me',
  personId: ID(9),
  email: 'me@example.com',
  role,
  expiresAt: '2099-01-01T00:00:00.000Z',
});
const link = (person: Person): PersonLink => ({
  person,
  link: 'http://127.0.0.1/admin/login#invitation=' + 'x'.repeat(43),
  expiresAt: '2026-11-23T10:00:00.000Z',
  mailed: false,
});

afterEach(() => localStorage.clear());

const renderPeople = () => renderSection(<PeopleSection token={TOKEN} />, '/admin/people');

describe('PeopleSection', () => {
  it('an owner invites a person and sees the link to copy; changes a role; resets a password', async () => {
    const bob: Person = { ...ANN, id: ID(2), email: 'bob@example.com', name: 'Bob', status: 'invited' };
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('owner') },
      'GET /api/admin/people': { body: [ANN] },
      'GET /api/admin/site-settings': { body: { sharedPasswordSignIn: true, reviewRequired: false } },
      'POST /api/admin/people': { status: 201, body: link(bob) },
      [`PATCH /api/admin/people/${ANN.id}`]: { body: { ...ANN, role: 'publisher' } },
      [`POST /api/admin/people/${ANN.id}/reset-password`]: { body: link(ANN) },
    });
    renderPeople();
    const form = await screen.findByRole('form', { name: 'Invite a person' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'bob@example.com');
    await userEvent.type(within(form).getByLabelText('Name'), 'Bob');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Publisher');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link to copy' })).toHaveValue(link(bob).link);
    expect(api.made('POST', '/api/admin/people')[0]?.body).toEqual({ email: 'bob@example.com', name: 'Bob', role: 'publisher' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Ann' }), 'Publisher');
    expect(api.made('PATCH', `/api/admin/people/${ANN.id}`)[0]?.body).toEqual({ role: 'publisher' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const asked = await screen.findByRole('dialog', { name: 'Reset the password of Ann?' });
    expect(asked).toHaveTextContent('their passkeys are removed');
    expect(api.made('POST', `/api/admin/people/${ANN.id}/reset-password`)).toHaveLength(0);
    await userEvent.click(within(asked).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('textbox', { name: 'Password reset link to copy' })).toBeInTheDocument();
    // The reset's link hides no other: Bob's invitation link is still there to copy.
    expect(screen.getByRole('status', { name: 'Invitation link for Bob' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Shared-password sign-in/ })).toBeChecked();
  });

  it('a pending invitation says until when its link works, with Copy link, Resend and Revoke (asked first)', async () => {
    const carl: Person = { ...ANN, id: ID(3), email: 'carl@example.com', name: 'Carl', status: 'invited', invitationExpiresAt: '2026-11-23T10:00:00.000Z' };
    const renewed = { ...link(carl), link: 'http://127.0.0.1/admin/login#invitation=' + 'y'.repeat(43) };
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('owner') },
      'GET /api/admin/people': { body: [ANN, carl] },
      'GET /api/admin/site-settings': { body: { sharedPasswordSignIn: true, reviewRequired: false } },
      [`POST /api/admin/people/${carl.id}/invitation`]: { body: renewed },
      [`DELETE /api/admin/people/${carl.id}/invitation`]: { body: { ok: true } },
    });
    renderPeople();
    const row = await screen.findByRole('row', { name: /carl@example\.com/ });
    expect(row).toHaveTextContent(`Invited: the link works until ${dateTime(carl.invitationExpiresAt!)}`);
    expect(within(row).queryByRole('button', { name: 'Reset password' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Copy link for Carl' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation link to copy' })).toHaveValue(renewed.link);
    expect(api.made('POST', `/api/admin/people/${carl.id}/invitation`)[0]?.body).toEqual({ mail: false });
    await userEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to Carl' }));
    await waitFor(() => expect(api.made('POST', `/api/admin/people/${carl.id}/invitation`)[1]?.body).toEqual({ mail: true }));
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke the invitation of Carl' }));
    const asked = await screen.findByRole('dialog', { name: 'Revoke the invitation of Carl?' });
    expect(asked).toHaveTextContent('Every link of their invitation stops working');
    expect(api.made('DELETE', `/api/admin/people/${carl.id}/invitation`)).toHaveLength(0);
    await userEvent.click(within(asked).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.made('DELETE', `/api/admin/people/${carl.id}/invitation`)).toHaveLength(1));
  });

  it('removes a person after confirming in the app’s dialog; Cancel removes nobody', async () => {
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('owner') },
      'GET /api/admin/people': { body: [ANN] },
      'GET /api/admin/site-settings': { body: { sharedPasswordSignIn: true, reviewRequired: false } },
      [`DELETE /api/admin/people/${ANN.id}`]: { body: { ok: true, sessionsEnded: 1 } },
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const asked = await screen.findByRole('dialog', { name: 'Remove Ann?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.made('DELETE', `/api/admin/people/${ANN.id}`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove Ann?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.made('DELETE', `/api/admin/people/${ANN.id}`)).toHaveLength(1));
  });

  it('an owner sees a person’s passkeys (name, added, last used) and removes one after confirming in the dialog', async () => {
    let keys: Passkey[] = [
      { id: 'cred-1', label: 'Passkey', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: '2026-11-21T10:00:00.000Z' },
      { id: 'cred-2', label: 'Passkey 2', createdAt: '2026-11-22T10:00:00.000Z', lastUsedAt: null },
    ];
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('owner') },
      'GET /api/admin/people': { body: [ANN] },
      'GET /api/admin/site-settings': { body: { sharedPasswordSignIn: true, reviewRequired: false } },
      [`GET /api/admin/people/${ANN.id}/passkeys`]: () => ({ body: keys }),
      [`DELETE /api/admin/people/${ANN.id}/passkeys/cred-2`]: () => {
        keys = keys.slice(0, 1);
        return { body: { ok: true } };
      },
    });
    renderPeople();
    await userEvent.click(await screen.findByRole('button', { name: 'Passkeys of Ann' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passkeys of Ann' });
    const rows = within(await within(dialog).findByRole('table', { name: 'Passkeys of Ann' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Passkey${dateTime('2026-11-20T10:00:00.000Z')}${dateTime('2026-11-21T10:00:00.000Z')}Remove`,
      `Passkey 2${dateTime('2026-11-22T10:00:00.000Z')}NeverRemove`,
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Passkey 2' }));
    expect(within(dialog).getByText('Remove Passkey 2 of Ann? It will no longer sign them in.')).toBeVisible();
    expect(api.made('DELETE', `/api/admin/people/${ANN.id}/passkeys/cred-2`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Passkey 2' }));
    await waitFor(() => expect(within(dialog).queryByRole('rowheader', { name: 'Passkey 2' })).toBeNull());
    expect(within(dialog).getByRole('rowheader', { name: 'Passkey' })).toBeVisible();
    expect(api.made('DELETE', `/api/admin/people/${ANN.id}/passkeys/cred-2`)).toHaveLength(1);
  });

  it('someone who is not an owner sees the team, with the reason they cannot change it', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: session('publisher') }, 'GET /api/admin/people': { body: [ANN] } });
    renderPeople();
    expect(await screen.findByText('Needs the Owner role: only owners invite people and change their roles.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a person' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passkeys of Ann' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Role of Ann' })).toBeDisabled();
  });
});

describe('EditorActions', () => {
  it('disables Publish with the reason when the role may not publish', () => {
    const noop = () => undefined;
    render(
      <EditorActions
        canSave
        canPublish
        blocked={{ save: null, publish: 'Needs the Publisher role' }}
        saving={false}
        publishing={false}
        dirty={false}
        mode="visual"
        onSave={noop}
        onPublish={noop}
        onModeChange={noop}
      />,
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveAttribute('title', 'Needs the Publisher role');
    expect(screen.getByText('Needs the Publisher role')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
