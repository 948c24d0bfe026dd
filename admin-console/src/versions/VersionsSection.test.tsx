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
const session = (role: CurrentSession['role']): CurrentSession => ({ adminName: 'Me', personId: ID(9), email: 'me@example.com', role, expiresAt: '2099-01-01T00:00:00.000Z' });
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
});
