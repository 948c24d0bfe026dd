import { expect, test, type Page } from '../support/test';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

const dialog = (page: Page) => page.getByRole('dialog');
/** A script of the admin console's own (its remote entry and chunks). */
const adminScript = (url: string) => url.includes('/remotes/admin-console/') && url.endsWith('.js');

test.describe('Compare, Check links and Move in the admin console', () => {
  test.beforeEach(async ({ page }) => {
    await storeNewSession(page, 'Olga Osprey');
    await page.goto('/admin');
  });

  test('Compare shows word-by-word changes against the live article; Check links lists problems and fixes a redirect in one click; Move', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const editor = new EditorPage(page);

    await test.step('a published article, renamed, with a new revision', async () => {
      await editor.newDraft('Osprey Lens Notes');
      await editor.toHtmlMode();
      await editor.htmlArea.fill('<h2>Osprey setup</h2><p>Mount the red osprey bracket.</p>');
      await editor.save();
      await editor.button('Publish').click();
      await expect(page.getByText('Revision published')).toBeVisible();
      // Settings reopens with the published article's values once they arrive.
      await expect(page.locator('[data-status]')).toHaveText('Live');
      await editor.button('Settings').click();
      await dialog(page).getByLabel('Slug').fill('osprey-lens-guide');
      await dialog(page).getByRole('button', { name: 'Save settings' }).click();
      await expect(dialog(page)).toBeHidden();
      await editor.htmlArea.fill(
        [
          '<h2>Osprey setup</h2><p>Mount the blue osprey bracket.</p>',
          '<p><a href="/article/osprey-lens-notes#osprey-setup">this guide</a> ',
          '<a href="/article/lens-calibration-basics#no-such-part">calibration</a> ',
          `<a href="${baseURL}/api/health">health</a> <a href="${baseURL}/api/articles/no-such-osprey">missing page</a></p>`,
        ].join(''),
      );
      await editor.save();
    });

    await test.step('Compare: loaded on first use; the live article against the newest revision, word by word, headings kept', async () => {
      const chunk = page.waitForResponse((response) => adminScript(response.url()));
      await editor.button('Compare').click();
      await chunk;
      const compare = dialog(page);
      await expect(compare.getByRole('heading', { name: 'Compare versions of “Osprey Lens Notes”' })).toBeVisible();
      await expect(compare.getByLabel(/^From/)).toHaveValue('live');
      await expect(compare.getByLabel(/^From/).locator('option:checked')).toHaveText('Live article');
      const differences = compare.getByLabel('Differences');
      await expect(differences.getByRole('heading', { level: 2, name: 'Osprey setup' })).toBeVisible();
      await expect(differences.locator('del')).toHaveText(['red']);
      await expect(differences.locator('ins').first()).toHaveText('blue');
      await expect(differences.getByText('Mount the')).toBeVisible();
      // The same revision on both sides: nothing to show.
      const to = await compare.getByLabel(/^To/).inputValue();
      await compare.getByLabel(/^From/).selectOption(to);
      await expect(compare.getByText('No differences: both versions read the same.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(compare).toBeHidden();
    });

    await test.step('Check links: internal problems listed, external links checked in the background, a redirect fixed in one click', async () => {
      await editor.button('Check links').click();
      const report = dialog(page);
      await expect(report.getByText('2 internal links, 2 problems.')).toBeVisible();
      await expect(report.getByText("“Lens Calibration Basics” has no heading or anchor '#no-such-part'", { exact: false })).toBeVisible();
      await expect(
        report.getByText("'osprey-lens-notes' is an old slug of “Osprey Lens Notes”, now /article/osprey-lens-guide", { exact: false }),
      ).toBeVisible();
      const external = report.getByRole('region', { name: 'External links' });
      await expect(external.getByRole('listitem').filter({ hasText: `${baseURL}/api/health` })).toContainText('OK', { timeout: 15_000 });
      await expect(external.getByText('Checking…')).toHaveCount(0);
      const missing = external.getByRole('listitem').filter({ hasText: 'no-such-osprey' });
      await expect(missing).toContainText('The server answered HTTP 404', { timeout: 15_000 });
      await expect(missing.getByText('Broken', { exact: true })).toBeVisible();

      await report.getByRole('button', { name: 'Fix link to /article/osprey-lens-notes#osprey-setup' }).click();
      await expect(report.getByText('2 internal links, 1 problem.')).toBeVisible();
      await expect(report.getByText('is an old slug', { exact: false })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(editor.htmlArea).toHaveValue(/href="\/article\/osprey-lens-guide#osprey-setup"/);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await editor.save();
    });

    await test.step('Move: to another category, through the Settings call', async () => {
      await editor.button('Move').click();
      await dialog(page).getByLabel('New category').selectOption({ label: 'Getting Started' });
      await dialog(page).getByRole('button', { name: 'Move article' }).click();
      await expect(page.getByText('Article moved')).toBeVisible();
      await expect(page.getByText('You are currently editing: Live_Articles / Getting Started / Osprey Lens Notes')).toBeVisible();
      const live = await (await page.request.get('/api/articles/osprey-lens-guide')).json();
      expect(live.categoryName).toBe('Getting Started');
    });
  });
});
