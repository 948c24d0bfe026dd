import { expect, test } from '../support/test';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

test('browser Back with unsaved changes asks first, in a real browser', async ({ page }) => {
  await storeNewSession(page, 'Bea Back');
  await page.goto('/');
  await page.goto('/admin');
  const editor = new EditorPage(page);
  await editor.openArticle(['Troubleshooting', 'Performance'], 'Reducing Render Latency');
  await editor.toHtmlMode();
  await editor.htmlArea.fill('<p>Unsaved words</p>');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });

  await test.step('Back asks; Keep editing stays on the article (its own URL) with the changes', async () => {
    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await expect(editor.htmlArea).toHaveValue('<p>Unsaved words</p>');
  });

  await test.step('Back again and Discard changes goes back to the previous page: the dashboard, then the site', async () => {
    await page.goBack();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Select an article or saved concept to begin editing')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });
});
