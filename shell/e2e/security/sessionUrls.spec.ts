import { expect, test } from '../support/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { signInWithForm } from '../admin/adminSession';
import { EditorPage } from '../admin/editorPage';

test('the session token and the password never appear in a URL or a cookie', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url(), request.headers().referer ?? ''));
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  await signInWithForm(page, 'Url Watcher');
  await expect(page).toHaveURL(/\/admin$/);
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await test.step('admin calls: the editor tree, an article and its revisions', async () => {
    await new EditorPage(page).openArticle(['Troubleshooting', 'Common Errors'], 'Error Code Reference');
  });

  await test.step('logout', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  expect(urls.filter((url) => url.includes('/api/admin/')).length).toBeGreaterThanOrEqual(4);
  for (const url of urls) {
    expect(url).not.toContain(token);
    expect(url).not.toContain(ADMIN_PASSWORD);
  }
  const cookies = JSON.stringify(await page.context().cookies());
  expect(cookies).not.toContain(token);
});
