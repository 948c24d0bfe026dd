import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');

test.use({ viewport: { width: 1280, height: 900 } });

for (const theme of ['light', 'dark'] as const) {
  test(`admin screens at 1280 px in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);

    await test.step('login', async () => {
      await page.goto('/admin/login');
      await expect(page.getByPlaceholder('Your Full Name')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.screenshot({ path: path.join(OUT, `login-${theme}.png`) });
    });

    await storeNewSession(page, 'Screenshot Admin');
    await page.goto('/admin');
    const editor = new EditorPage(page);

    await test.step('editor', async () => {
      await editor.openArticle(['Getting Started', 'Installation'], 'Activating Your License After Installation');
      await expect(editor.visual).toBeVisible();
      await page.getByRole('heading', { name: 'Article Editor' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(OUT, `editor-${theme}.png`) });
    });

    await test.step('gap analysis panel', async () => {
      await page.goto('/admin');
      const panel = page.getByRole('region', { name: 'Content Gap Analysis', exact: true });
      await panel.evaluate((element) => element.scrollIntoView());
      await expect(panel.getByRole('button', { name: /^Generate Analysis/ })).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `gap-panel-${theme}.png`) });
    });
  });
}
