import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/public');
const PAGES = [
  { name: 'home', url: '/', ready: { role: 'heading', name: /Welcome/ } },
  { name: 'article', url: '/article/lens-calibration-basics', ready: { role: 'heading', name: 'Lens Calibration Basics' } },
  { name: 'search', url: '/search?q=license&aiSummary=true', ready: { role: 'heading', name: /Search results/ } },
] as const;

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`visitor screens at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
      for (const screen of PAGES) {
        await test.step(screen.name, async () => {
          await page.goto(screen.url);
          await expect(page.getByRole(screen.ready.role, { name: screen.ready.name, level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('[data-skeleton]')).toHaveCount(0);
          await page.screenshot({ path: path.join(OUT, `${screen.name}-${width}-${theme}.png`), fullPage: width > 400 });
        });
      }
    });
  }
}
