import { expect, test, type Page } from '../support/test';
import { VisitorSite } from './visitorPages';
import { openPage } from '../support/openPage';

/** Issue 32, defects 1, 2, 4 and 10: the sidebar, the contents list and the right panel, on a phone and a desktop. */

const LONG_TOC = '/article/genlock-and-timecode-setup';
const STEPS = '/article/installing-skyframe-studio-on-a-render-node';

/** Scrolls the page so the element's top is `y` px below the top of the window. */
async function scrollTopTo(page: Page, selector: string, y: number) {
  await page.evaluate(
    ({ s, at }) => {
      const top = document.querySelector(s)!.getBoundingClientRect().top;
      window.scrollBy({ top: top - at, behavior: 'instant' });
    },
    { s: selector, at: y },
  );
}

for (const width of [390, 1280]) {
  const phone = width < 900;
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('defect 1: a category the current article left keeps its articles (no endless "Loading…")', async ({ page }) => {
      const site = new VisitorSite(page);
      const menu = page.getByRole('button', { name: 'Show categories' });
      await openPage(page, LONG_TOC);
      if (phone) await menu.click();
      await site.openFromSidebar(['Troubleshooting'], 'Collecting Diagnostic Bundles');
      if (phone) await menu.click();
      await expect(site.sidebar.getByRole('link', { name: 'Genlock and Timecode Setup' })).toBeVisible();
      await expect(site.sidebar.getByText('Loading…')).toHaveCount(0);
    });

    test('defect 2: the contents are at the top of the article on a phone and the header stays in view', async ({ page }) => {
      await openPage(page, STEPS);
      const header = page.getByRole('banner');
      const onThisPage = page.getByRole('navigation', { name: 'On this page' });
      const inThisArticle = page.getByRole('navigation', { name: 'In This Article' });
      if (phone) {
        await expect(inThisArticle).toBeHidden();
        const box = (await onThisPage.boundingBox())!;
        const body = (await page.getByText('This guide walks you through').boundingBox())!;
        expect(box.y).toBeLessThan(body.y);
        await onThisPage.getByText('On this page').click();
        await onThisPage.getByRole('link', { name: 'Step 2: Run the Installer' }).click();
        await expect(page.getByRole('heading', { name: 'Step 2: Run the Installer' })).toBeInViewport();
      } else {
        await expect(onThisPage).toBeHidden();
        expect((await inThisArticle.boundingBox())!.y).toBeLessThan(800);
      }
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
      await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
    });

    test('defect 4: the contents highlight the heading at the top, and the last one at the bottom of the page', async ({ page }) => {
      await openPage(page, STEPS);
      const current = page.locator('a[aria-current="location"]').first();
      const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
      await scrollTopTo(page, '#step-1-install-drivers', headerHeight + 48);
      await expect(current).toHaveText('Step 1: Install Drivers');
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await expect(current).toHaveText('Next Steps');
    });

    test('defect 10: Report Issue and Share stay in view beside a long article, at its top and its end', async ({ page }) => {
      await openPage(page, LONG_TOC);
      const actions = page.getByRole('region', { name: 'Quick Actions' });
      const report = actions.getByRole('link', { name: 'Report Issue' });
      const share = actions.getByRole('button', { name: 'Share' });
      /** Fully shown: inside the window, not clipped by the panel, not under the header or the footer. */
      const fullyShown = async () => {
        for (const control of [share, report]) {
          if (phone) await control.scrollIntoViewIfNeeded();
          await expect(control).toBeInViewport({ ratio: 1 });
          const box = (await control.boundingBox())!;
          const visible = await control.evaluate((element) => {
            const { left, top, width, height } = element.getBoundingClientRect();
            return [0.1, 0.5, 0.9].every((f) => [0.2, 0.5, 0.8].every((g) => element.contains(document.elementFromPoint(left + width * f, top + height * g))));
          });
          expect(visible, `${await control.textContent()} at y=${box.y}`).toBe(true);
        }
      };
      if (!phone) {
        // On a desktop they show without scrolling the page or the panel.
        expect((await report.boundingBox())!.y + 40).toBeLessThanOrEqual(800);
        expect(await report.evaluate((element) => element.closest('aside')!.scrollTop)).toBe(0);
      }
      await fullyShown();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await fullyShown();
    });
  });
}
