import { expect, test } from '../support/test';
import { problemsOf } from '../support/consoleProblems';
import { appTookOver } from '../support/takeover';

const SLUG = 'genlock-and-timecode-setup';
const PAGES = [
  '/',
  `/article/${SLUG}`,
  `/article/${SLUG}#step-1-wire-the-reference`,
  '/category/live-production',
  '/search?q=genlock&aiSummary=true',
  '/article/no-such-article',
  '/no/such/page',
];

test.describe('one rendering path: pages rendered on the server, hydrated in the browser', () => {
  test('the browser keeps the server-rendered elements (hydrated, not replaced)', async ({ page }) => {
    // Marks the server's heading as the parser creates it, before any script of the page runs.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const heading = document.querySelector('main h1');
        if (!heading) return;
        (heading as unknown as { serverMark: boolean }).serverMark = true;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of [`/article/${SLUG}`, '/', '/category/live-production']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('main h1').evaluate((h) => (h as unknown as { serverMark?: boolean }).serverMark === true), path).toBe(true);
    }
  });

  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`no console error or warning about hydration on any public page at ${width} px, ${colorScheme}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        const page = await context.newPage();
        const problems = problemsOf(page);
        for (const path of PAGES) {
          await page.goto(path);
          await appTookOver(page);
          await page.waitForLoadState('networkidle');
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  test("a hash navigation while the page is still hydrating keeps the server's HTML (no error #421)", async ({ page }) => {
    // A slow phone: the page's content is still hydrating when the root has committed and the reader jumps to a section.
    // Three rounds at 6× CPU throttling take about 30 s on a busy clean-clone run.
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const problems = problemsOf(page);
    for (let round = 0; round < 3; round += 1) {
      await page.goto(`/article/${SLUG}`);
      await appTookOver(page);
      await page.goto(`/article/${SLUG}#step-1-wire-the-reference`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genlock and Timecode Setup');
    }
    expect(problems).toEqual([]);
  });

  test('the not-found page shows the same text from first paint to idle (no flash)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTexts: string[] }).seenTexts = seen;
      const look = () => {
        const text = document.querySelector('main')?.textContent ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
        requestAnimationFrame(look);
      };
      // From the end of parsing (the server's whole page, before the deferred scripts run) to idle.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        look();
        new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
      });
    });
    for (const [path, heading] of [
      ['/article/no-such-article', 'Article Not Found'],
      ['/no/such/page', '404 Page Not Found'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(404);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const texts = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
      expect(texts, path).toHaveLength(1);
      expect(texts[0]).toContain(heading);
    }
  });
});
