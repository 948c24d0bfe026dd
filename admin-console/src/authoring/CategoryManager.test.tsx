import type { CategoryRecord, CurrentSession } from '@kb/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '@kb/test-support';
import { renderSection, TOKEN } from '../../test/renderAdmin';
import { CategoryManager } from './CategoryManager';
import { CategorySelect } from './CategorySelect';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const category = (n: number, name: string): CategoryRecord => ({ id: ID(n), name, slug: name.toLowerCase(), parentId: null, order: 0 });
const session = (role: CurrentSession['role']): CurrentSession => ({
  adminName: 'Eve',
  personId: ID(9),
  email: 'eve@example.com',
  role,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

afterEach(() => localStorage.clear());

describe('categories for an Editor', () => {
  it('an Editor may add a category; Rename, Move and Delete say they need a Publisher', async () => {
    fakeFetch({ 'GET /api/admin/session': { body: session('editor') }, 'GET /api/admin/categories': { body: [category(1, 'Lighting')] } });
    renderSection(<CategoryManager token={TOKEN} />, '/admin/categories');
    for (const name of ['Rename Lighting', 'Move Lighting', 'Delete Lighting']) {
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeDisabled());
      expect(screen.getByRole('button', { name })).toHaveAttribute('title', 'Needs the Publisher role');
    }
    expect(screen.getByRole('textbox', { name: 'Category name' })).toBeEnabled();
  });

  it('a category picker in an open dialog offers a category created meanwhile when it takes the focus', async () => {
    let categories = [category(1, 'Lighting')];
    fakeFetch({ 'GET /api/admin/session': { body: session('editor') }, 'GET /api/admin/categories': () => ({ body: categories }) });
    renderSection(<CategorySelect token={TOKEN} label="Category" value="" onChange={() => undefined} />, '/admin');
    const select = await screen.findByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Lighting' });
    categories = [...categories, category(2, 'Tracking')];
    fireEvent.focus(select);
    expect(await within(select).findByRole('option', { name: 'Tracking' })).toBeInTheDocument();
  });

  it('until the list arrives, the chosen category stays chosen, so a form that requires one can be sent', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    fakeFetch({
      'GET /api/admin/session': { body: session('editor') },
      'GET /api/admin/categories': async () => {
        await arrived;
        return { body: [category(1, 'Lighting'), category(2, 'Tracking')] };
      },
    });
    renderSection(
      <form aria-label="Settings">
        <CategorySelect token={TOKEN} label="Category" value={ID(2)} onChange={() => undefined} />
      </form>,
      '/admin',
    );
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect(select.value).toBe(ID(2));
    expect(screen.getByRole<HTMLFormElement>('form', { name: 'Settings' }).checkValidity()).toBe(true);
    arrive();
    await within(select).findByRole('option', { name: 'Tracking' });
    expect(select.value).toBe(ID(2));
    expect(within(select).queryByRole('option', { name: 'Loading categories…' })).toBeNull();
  });
});
