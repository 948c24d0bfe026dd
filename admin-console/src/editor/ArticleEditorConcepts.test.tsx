import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTestHooks } from '../../test/dashboardHooks';
import { api, button, CONCEPT, editInHtml, openArticleA, setup } from '../../test/articleEditor';

dashboardTestHooks();

describe('Saved concepts and leaving', () => {
  it('a concept loads its description and can be neither saved nor published', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: CONCEPT.title }));
    expect(screen.getByText('Saved_Concepts / Multi-camera sync')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
    await editInHtml(user, '<p>Edited concept</p>');
    expect(button('Save')).toBeDisabled();
    expect(button('Publish')).toBeDisabled();
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No article selected');
    expect(api!.made('POST', '/api/admin/save-revision')).toEqual([]);
  });

  it('Delete asks first, naming the concept, then deletes it and closes it', async () => {
    let saved = [CONCEPT];
    const user = setup({
      'GET /api/admin/saved-concepts': () => ({ body: saved }),
      [`DELETE /api/admin/saved-concepts/${CONCEPT.id}`]: () => {
        saved = [];
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: CONCEPT.title }));
    await user.click(button('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Multi-camera sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api!.made('DELETE', `/api/admin/saved-concepts/${CONCEPT.id}`)).toEqual([]);
    await user.click(button('Delete'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete “Multi-camera sync”' }));
    expect(await screen.findByText('Concept deleted')).toBeVisible();
    expect(api!.made('DELETE', `/api/admin/saved-concepts/${CONCEPT.id}`)).toHaveLength(1);
    expect(await screen.findByText('Select an article or saved concept to begin editing')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: CONCEPT.title })).toBeNull());
  });

  it('switching items with unsaved changes asks first', async () => {
    const user = setup();
    await openArticleA(user);
    await editInHtml(user, '<p>Unsaved</p>');
    await user.click(button(CONCEPT.title));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByPlaceholderText('Enter HTML content...')).toHaveValue('<p>Unsaved</p>');
    await user.click(button(CONCEPT.title));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByText('Saved_Concepts / Multi-camera sync')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('closing the tab with unsaved changes asks the browser to confirm', async () => {
    const user = setup();
    await openArticleA(user);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await editInHtml(user, '<p>Unsaved</p>');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('Logout with unsaved changes asks first', async () => {
    const user = setup({ 'POST /api/admin/logout': { body: { ok: true } } });
    await openArticleA(user);
    await editInHtml(user, '<p>Unsaved</p>');
    await user.click(button('Logout'));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeVisible();
    await user.click(button('Discard changes'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/login$/));
  });
});
