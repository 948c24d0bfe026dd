import { expect, test, type Page } from '../support/test';
import { ADMIN_PASSWORD } from '../playwright.config';
import { answerSecurityCheck, apiSignIn, storeNewSession, storeSession } from './adminSession';
import { EditorPage } from './editorPage';

const dialog = (page: Page) => page.getByRole('dialog');

/** A new draft in Live Production, open in the editor's HTML mode. */
async function newDraft(page: Page, title: string): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await editor.newDraft(title);
  await editor.toHtmlMode();
  return editor;
}

test.describe('safety nets in the admin console (issue 28, item 4)', () => {
  test('Publish with a broken internal link asks "Publish anyway" (an external link never blocks); Unpublish asks first, naming the article; dialogs close', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await storeNewSession(page, 'Hana Heron');
    await page.goto('/admin');
    const editor = await newDraft(page, 'Heron Safety Notes');
    await editor.htmlArea.fill('<p>See <a href="/article/no-such-heron-page">the heron page</a> and <a href="https://heron.invalid/">outside</a>.</p>');
    await editor.save();

    await test.step('Publish lists the broken internal link; Cancel keeps the draft', async () => {
      await editor.button('Publish').click();
      const ask = dialog(page);
      await expect(ask.getByRole('heading', { name: '“Heron Safety Notes” has broken links' })).toBeVisible();
      await expect(ask.getByRole('list', { name: 'Broken links' }).getByRole('listitem')).toHaveCount(1);
      await expect(ask.getByRole('list', { name: 'Broken links' })).toContainText('/article/no-such-heron-page');
      await expect(ask).not.toContainText('heron.invalid');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(page.locator('[data-status]')).toHaveText('Draft');
    });

    await test.step('"Publish anyway" publishes', async () => {
      await editor.button('Publish').click();
      await dialog(page).getByRole('button', { name: 'Publish anyway' }).click();
      await expect(page.getByText('Revision published')).toBeVisible();
      await expect(page.locator('[data-status]')).toHaveText('Live');
      expect((await page.request.get('/api/articles/heron-safety-notes')).status()).toBe(200);
    });

    await test.step('every dialog has a Close button (Settings, Check links)', async () => {
      for (const name of ['Settings', 'Check links']) {
        await editor.button(name).click();
        await expect(dialog(page)).toBeVisible();
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await expect(dialog(page)).toBeHidden();
      }
    });

    await test.step('Unpublish asks first, naming the article; Cancel leaves it on the site', async () => {
      await editor.button('Unpublish').click();
      await expect(dialog(page).getByRole('heading', { name: 'Unpublish “Heron Safety Notes”?' })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect((await page.request.get('/article/heron-safety-notes')).status()).toBe(200);
      await editor.button('Unpublish').click();
      await dialog(page).getByRole('button', { name: 'Unpublish “Heron Safety Notes”' }).click();
      await expect(page.getByText('Article unpublished')).toBeVisible();
      expect((await page.request.get('/article/heron-safety-notes')).status()).toBe(410);
    });
  });

  test('two minutes before the session ends a warning offers "Stay signed in"; when it ends, the unsaved text is offered again after signing in', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const session = await apiSignIn(page.request, 'Sami Session');
    // The server's session lasts ADMIN_SESSION_MINUTES; the browser is told it ends in 100 seconds.
    await storeSession(page, session, new Date(Date.now() + 100_000).toISOString());
    await page.goto('/admin');

    await test.step('the warning, and "Stay signed in" renews the session on the server', async () => {
      const warning = page.getByRole('alert').filter({ hasText: 'Your session ends in less than 2 minutes' });
      await expect(warning).toBeVisible();
      await warning.getByRole('button', { name: 'Stay signed in' }).click();
      await expect(warning).toBeHidden();
      const renewed = Date.parse((await page.evaluate(() => localStorage.getItem('admin_expires_at'))) ?? '');
      expect(renewed).toBeGreaterThan(Date.now() + 30 * 60_000);
      await expect(page.getByRole('timer', { name: 'Session time remaining' })).toHaveText(/^[0-9]{2}:[0-9]{2}$/);
    });

    const editor = await newDraft(page, 'Session Sparrow Notes');
    const articleUrl = page.url();
    await editor.htmlArea.fill('<p>Words typed just before the session ran out.</p>');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await test.step('the session ends: to the sign-in page', async () => {
      await page.waitForTimeout(1_000); // the editor autosaves the unsaved text on the server
      await page.evaluate(() => {
        localStorage.setItem('admin_expires_at', new Date(Date.now() + 2_000).toISOString());
        dispatchEvent(new StorageEvent('storage', { key: 'admin_expires_at' }));
      });
      await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
    });

    await test.step('signing in again goes back to the article and offers the unsaved text', async () => {
      await page.getByPlaceholder('Your Full Name').fill('Sami Session');
      await page.getByPlaceholder('Admin Password').fill(ADMIN_PASSWORD);
      await answerSecurityCheck(page);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(articleUrl);
      await page.getByRole('button', { name: 'Restore unsaved text' }).click();
      await editor.toHtmlMode();
      await expect(editor.htmlArea).toHaveValue('<p>Words typed just before the session ran out.</p>');
    });
  });
});
