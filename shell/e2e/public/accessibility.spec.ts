import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { openScreen, VISITOR_SCREENS } from './visitorPages';

// One test a page and theme: axe on six pages in one test outgrew its 30 s on a loaded CI machine.
for (const theme of ['light', 'dark'] as const) {
  for (const screen of VISITOR_SCREENS) {
    test(`no WCAG 2 A or AA violations on the ${screen.name} page, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
      await openScreen(page, screen);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const found = violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
      expect(found).toEqual([]);
    });
  }
}

test('every public page fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const screen of VISITOR_SCREENS) {
    await test.step(screen.name, async () => {
      await openScreen(page, screen);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(clientWidth).toBe(360);
      expect(scrollWidth).toBeLessThanOrEqual(360);
    });
  }
});
