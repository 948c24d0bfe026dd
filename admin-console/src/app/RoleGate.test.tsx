import type { CurrentSession } from '@kb/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderAdmin, TOKEN } from '../../test/renderAdmin';
import { RoleGate } from './RoleGate';

const session = (role: CurrentSession['role']): CurrentSession => ({
  adminName: 'Vi',
  personId: null,
  email: null,
  role,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

function renderGate() {
  return renderAdmin(
    <RoleGate token={TOKEN} call="updateCategory">
      <button type="button">New category</button>
    </RoleGate>,
    '/admin/categories',
  );
}

describe('RoleGate', () => {
  it('below the call’s role: the reason, and every control disabled', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: session('editor') } });
    renderGate();
    expect(await screen.findByRole('note')).toHaveTextContent('Needs the Publisher role: you can look, not change.');
    expect(screen.getByRole('button', { name: 'New category' })).toBeDisabled();
  });

  it('at or above it: the section as it is', async () => {
    const api = fakeFetch({ 'GET /api/admin/session': { body: session('publisher') } });
    renderGate();
    await screen.findByRole('button', { name: 'New category' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.made('GET', '/api/admin/session')).toHaveLength(1);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'New category' })).toBeEnabled();
  });
});
