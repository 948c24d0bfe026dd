import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { openScreen, VISITOR_SCREENS } from './visitorPages';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/public');

for (const width of [1280, 390]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`visitor screens at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
      for (const screen of VISITOR_SCREENS) {
        await test.step(screen.name, async () => {
          await openScreen(page, screen);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await page.screenshot({ path: path.join(OUT, `${screen.name}-${width}-${theme}.png`), fullPage: true });
        });
      }
    });
  }
}
