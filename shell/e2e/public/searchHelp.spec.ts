import { expect, test, type Page } from '../support/test';
import { openPage } from '../support/openPage';

/** Issue 32, items 15 and 16: search that helps when it fails, the palette's shortcut in the header, dates in the reader's locale. */

async function openPageWatchingConsole(page: Page, url: string) {
  const errors: string[] = [];
  page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()));
  await openPage(page, url);
  return errors;
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no results: the categories to browse and "Report a missing article"; an empty search offers the categories', async ({ page }) => {
      const query = `zqxv${width}${Date.now()}`;
      await openPageWatchingConsole(page, `/search?q=${query}`);
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      await page.getByRole('button', { name: 'Report a missing article' }).click();
      // Counted once a day per reader and query: a report already counted is said so.
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(`(“${query}” is reported as missing|You already reported “${query}” today)`) }),
      ).toBeVisible();
      const categories = page.getByRole('navigation', { name: 'Browse the categories' });
      await categories.getByRole('link', { name: 'Live Production' }).click();
      await expect(page).toHaveURL(/\/category\/live-production$/);

      await openPageWatchingConsole(page, '/search');
      await expect(page.getByRole('navigation', { name: 'Browse the categories' }).getByRole('link')).not.toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Report a missing article' })).toHaveCount(0);
    });

    test("the header's Quick search button shows the shortcut and opens the palette, which lists its keys", async ({ page }) => {
      await openPageWatchingConsole(page, '/');
      const button = page.getByRole('banner').getByRole('button', { name: /^Quick search/ });
      await expect(button).toHaveAccessibleName('Quick search Ctrl K');
      await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
      await button.click();
      const palette = page.getByRole('dialog', { name: 'Search the knowledge base' });
      await expect(palette.getByRole('combobox', { name: 'Search articles' })).toBeFocused();
      const keys = palette.getByRole('list', { name: 'Keys' });
      for (const key of ['move', 'open', 'new tab', 'close']) await expect(keys).toContainText(key);
    });
  });
}

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`dates, ${locale}`, () => {
    test.use({ locale });

    test("the article's date is in the reader's locale, after a server render in SPEC's US format, with no hydration warning", async ({ page, request }) => {
      const { updatedAt } = (await (await request.get('/api/articles/lens-calibration-basics')).json()) as { updatedAt: string };
      const us = new Date(updatedAt).toLocaleDateString('en-US', { timeZone: 'UTC' });
      const served = await (await request.get('/article/lens-calibration-basics')).text();
      expect(served).toContain(`Updated: ${us}`);
      const errors = await openPageWatchingConsole(page, '/article/lens-calibration-basics');
      const expected =
        locale === 'en-US'
          ? us
          : await page.evaluate((iso) => new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)), updatedAt);
      await expect(page.getByText(/^Updated: /)).toHaveText(`Updated: ${expected}`);
      expect(errors).toEqual([]);
    });
  });
}
