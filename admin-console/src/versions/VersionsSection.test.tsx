import type { CurrentSession, VersionRecord } from '@kb/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { Toaster } from '@kb/ui';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { MAIN_LINE as MAIN, OLD_VERSION as OLD } from '../../test/versions';
import { VersionsSection } from './VersionsSection';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const session = (role: CurrentSession['role']): CurrentSession => ({
  adminName: 'Me',
  personId: ID(9),
  email: 'me@example.com',
  role,
  expiresAt: '2099-01-01T00:00:00.000Z',
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderVersions = () =>
  renderSection(
    <>
      <VersionsSection token={TOKEN} />
      <Toaster />
    </>,
    '/admin/versions',
  );

describe('VersionsSection', () => {
  it('on a site without versions, names the current docs and creates the first version from them', async () => {
    let versions: VersionRecord[] = [];
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('publisher') },
      'GET /api/admin/versions': () => ({ body: versions }),
      'POST /api/admin/versions': () => {
        versions = [MAIN, OLD];
        return { status: 201, body: OLD };
      },
    });
    renderVersions();
    expect(await screen.findByText(/The knowledge base has one version/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create version' });
    await userEvent.type(within(form).getByLabelText('Name of the current docs'), '4.2');
    await userEvent.type(within(form).getByLabelText('New version name'), '4.1');
    await userEvent.selectOptions(within(form).getByLabelText('Shown to readers as'), 'Deprecated');
    await userEvent.click(within(form).getByRole('button', { name: 'Create version' }));
    expect(api.made('POST', '/api/admin/versions')[0]?.body).toEqual({ name: '4.1', status: 'deprecated', mainLineName: '4.2' });
    const row = (await screen.findByRole('rowheader', { name: '4.1' })).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Status of 4.1' })).toHaveValue('deprecated');
    expect(within(row).getByText('4.2')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: '4.2' }).closest('tr')!).getByText('Current')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Create version' })).getByLabelText('Start from')).toHaveValue('4.2');
  });

  it('changes a fork’s status and shows the server’s reason when it refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('owner') },
      'GET /api/admin/versions': { body: [MAIN, OLD] },
      [`PATCH /api/admin/versions/4.1`]: { status: 409, body: { error: 'Version 4.1 is being changed by another request', code: 'conflict' } },
    });
    renderVersions();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of 4.1' }), 'Hidden');
    expect(api.made('PATCH', '/api/admin/versions/4.1')[0]?.body).toEqual({ status: 'hidden' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change version 4.1: 409 Version 4.1 is being changed by another request');
  });

  it('an editor sees the versions and why they cannot create one', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: session('editor') }, 'GET /api/admin/versions': { body: [MAIN, OLD] } });
    renderVersions();
    expect(await screen.findByText('Needs the Publisher role: publishers create versions.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create version' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of 4.1' })).toBeDisabled();
  });

  it('"Delete" names what goes before it deletes; "Make current" and "Rename" ask first too', async () => {
    let versions = [MAIN, OLD];
    const api = fakeFetch({
      'GET /api/admin/session': { body: session('publisher') },
      'GET /api/admin/versions': () => ({ body: versions }),
      'DELETE /api/admin/versions/4.1': () => {
        versions = [MAIN];
        return { body: { ok: true } };
      },
      'POST /api/admin/versions/4.1/make-current': { body: { current: '4.1', kept: '4.2', published: 12, unpublished: 0 } },
      'PATCH /api/admin/versions/4.2': { body: { ...MAIN, name: '5.0' } },
    });
    renderVersions();
    await userEvent.click(await screen.findByRole('button', { name: 'Make current 4.1' }));
    const release = await screen.findByRole('dialog', { name: 'Make 4.1 current?' });
    expect(release).toHaveTextContent('its 12 articles that differ from 4.2 are published');
    await userEvent.click(within(release).getByRole('button', { name: 'Make current' }));
    expect(api.made('POST', '/api/admin/versions/4.1/make-current')).toHaveLength(1);
    expect(await screen.findByText('4.1 is the current version; 4.2 stays readable as a deprecated version')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rename 4.2' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename version 4.2' });
    await userEvent.clear(within(rename).getByLabelText('New name'));
    await userEvent.type(within(rename).getByLabelText('New name'), '5.0');
    await userEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(api.made('PATCH', '/api/admin/versions/4.2')[0]?.body).toEqual({ name: '5.0' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete 4.1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete version 4.1?' });
    expect(confirm).toHaveTextContent(
      'Its addresses /v/4.1/… go, with its 12 articles changed in 4.1; readers of them get "page not found". 4.2 is not changed.',
    );
    expect(api.made('DELETE', '/api/admin/versions/4.1')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(api.made('DELETE', '/api/admin/versions/4.1')).toHaveLength(1);
    expect(await screen.findByText('Version 4.1 is deleted')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: '4.1' })).not.toBeInTheDocument());
  });

  it('an archived version has no "Make current" or "Archive"; its status select brings it back', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: session('publisher') }, 'GET /api/admin/versions': { body: [MAIN, { ...OLD, status: 'archived' }] } });
    renderVersions();
    const row = (await screen.findByRole('rowheader', { name: '4.1' })).closest('tr')!;
    expect(within(row).getByRole('combobox', { name: 'Status of 4.1' })).toHaveValue('archived');
    expect(within(row).queryByRole('button', { name: 'Make current 4.1' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Archive 4.1' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete 4.1' })).toBeEnabled();
  });
});
