import { expect, test } from '../support/test';
import { ImageViewer, VisitorSite } from './visitorPages';
import { openPage } from '../support/openPage';

/** Issue 32, defects 3, 7, 9 and 11: the theme button, the menu button on search, the image viewer, "Was this helpful?". */

for (const width of [390, 1280]) {
  const phone = width < 900;
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const system of ['light', 'dark'] as const) {
      test(`defect 3: the theme button's first click changes the page on a ${system} system, and its name says the theme`, async ({ page }) => {
        const other = system === 'light' ? 'dark' : 'light';
        await page.emulateMedia({ colorScheme: system });
        await openPage(page, '/');
        const html = page.locator('html');
        const button = page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: /^Theme/ });
        await expect(button).toHaveAccessibleName(`Theme: System (${system})`);
        await button.click();
        await expect(html).toHaveAttribute('data-theme', other);
        await expect(button).toHaveAccessibleName(`Theme: ${other === 'dark' ? 'Dark' : 'Light'}`);
        await button.click();
        await expect(html).toHaveAttribute('data-theme', system);
        await button.click();
        await expect(button).toHaveAccessibleName(`Theme: System (${system})`);
      });
    }

    test('defect 7: the menu button stays on the search page, and opens the categories there', async ({ page }) => {
      const site = new VisitorSite(page);
      const menu = page.getByRole('button', { name: /^(Show|Hide) categories$/ });
      const logo = page.getByRole('link', { name: 'Skyframe Studio home' });
      await openPage(page, '/article/lens-calibration-basics');
      const logoX = (await logo.boundingBox())!.x;
      await openPage(page, '/search?q=license');
      await expect(menu).toBeVisible();
      expect((await logo.boundingBox())!.x).toBe(logoX);
      await expect(site.sidebar).toBeHidden();
      await menu.click();
      await expect(site.sidebar.getByRole('button', { name: /^Live Production, \d+ articles$/ })).toBeVisible();
    });

    test('defect 9: the image viewer covers the whole window, the page header does not show behind it', async ({ page }) => {
      await openPage(page, '/article/lens-calibration-basics');
      const viewer = new ImageViewer(page);
      await page.getByRole('button', { name: /^Open image: Side-by-side grids/ }).click();
      await expect(viewer.dialog.getByText('Loading high resolution...')).toBeHidden();
      expect(await viewer.dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height: 800 });
      const onTop = await page.evaluate(() =>
        [2, 195, 388].map(
          (x) => document.elementFromPoint(x, 2)?.closest('[role="dialog"]') !== null && document.elementFromPoint(x, 2)?.closest('header') === null,
        ),
      );
      expect(onTop).toEqual([true, true, true]);
    });

    test('defect 11: after "No" the comment box has the focus, and a reload shows the vote given', async ({ page }) => {
      await openPage(page, phone ? '/article/offline-license-activation' : '/article/choosing-a-sync-reference');
      const feedback = page.getByRole('region', { name: 'Was this helpful?' });
      const toEnd = () => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await toEnd();
      await feedback.getByRole('button', { name: 'No', exact: true }).click();
      await expect(feedback.getByLabel('What was missing?')).toBeFocused();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await toEnd();
      await expect(feedback.getByText('You answered: No. Thanks for your feedback')).toBeVisible();
      await expect(feedback.getByRole('button', { name: 'No', exact: true })).toHaveCount(0);
    });
  });
}
