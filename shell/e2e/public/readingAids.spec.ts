import { expect, test, type Page } from '../support/test';
import { openPage } from '../support/openPage';
import { appTookOver } from '../support/takeover';

/** Issue 32, item 14: Copy on code blocks, "Copy link to section", Previous/Next within the category, Related articles. */

const BUNDLES = '/article/collecting-diagnostic-bundles';
const COMMAND = 'skyframe-cli diag bundle --nodes all --since 2h --out /tmp/';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });

    test('a code block has a Copy button and scrolls its long lines inside itself', async ({ page }) => {
      await openPage(page, BUNDLES);
      const block = page.locator('pre').filter({ hasText: COMMAND });
      const copy = page.locator('.kb-code').filter({ has: block }).getByRole('button', { name: 'Copy', exact: true });
      await copy.click();
      await expect.poll(() => clipboard(page)).toBe(COMMAND);
      await expect(page.getByText('Code copied')).toBeVisible();
      await expect(block).toHaveCSS('white-space', 'pre');
      await expect(block).toHaveCSS('overflow-x', 'auto');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("a heading's link button copies the section's URL", async ({ page }) => {
      await openPage(page, BUNDLES);
      const heading = page.getByRole('heading', { name: /^Creating a Bundle from the Command Line/ });
      await heading.getByRole('button', { name: 'Copy link to section' }).click();
      await expect.poll(() => clipboard(page)).toBe(new URL(`${BUNDLES}#creating-a-bundle-from-the-command-line`, page.url()).href);
      await expect(page).toHaveURL(/#creating-a-bundle-from-the-command-line$/);
    });

    test('Previous and Next lead through the category, rendered with the page on the server', async ({ page, request }) => {
      const html = await (await request.get('/article/choosing-a-sync-reference')).text();
      expect(html).toContain('rel="prev"');
      expect(html).toContain('rel="next"');
      await openPage(page, '/article/choosing-a-sync-reference');
      const pager = page.getByRole('navigation', { name: 'Previous and next articles' });
      await expect(pager.getByRole('link', { name: /^Previous/ })).toHaveText(/Genlock and Timecode Setup/);
      await pager.getByRole('link', { name: /^Next/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Diagnosing Sync Drift/);
      await expect(pager.getByRole('link', { name: /^Next/ })).toHaveCount(0);
      await expect(pager.getByRole('link', { name: /^Previous/ })).toHaveText(/Choosing a Sync Reference/);
    });

    test('Related articles lists others from the search index, not the article itself', async ({ page }) => {
      await openPage(page, '/article/genlock-and-timecode-setup');
      const related = page.getByRole('region', { name: 'Related articles' });
      await expect(related.getByRole('link').first()).toBeVisible();
      const titles = await related.getByRole('link').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles).not.toContain('Genlock and Timecode Setup');
      await related.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);
    });

    test("an article's images keep their place while they load: a section jumped to does not move when they arrive", async ({ page }) => {
      // The article's image is held back until the section is on screen.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/media/b-sync-signal-chain.svg', async (route) => {
        await released;
        await route.continue();
      });
      const loaded = page.waitForResponse('**/media/b-sync-signal-chain.svg');
      await page.goto('/article/genlock-and-timecode-setup#troubleshooting-lock-problems', { waitUntil: 'domcontentloaded' });
      const heading = page.getByRole('heading', { name: /^Troubleshooting Lock Problems/ });
      await expect(heading).toBeInViewport();
      await appTookOver(page);
      const placeOf = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const before = await placeOf();
      // The image comes when the reader goes back up to it.
      release();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await loaded;
      await expect(page.getByRole('button', { name: /^Open image: Signal chain/ })).toBeVisible();
      await expect
        .poll(() => page.getByRole('button', { name: /^Open image: Signal chain/ }).evaluate((image) => (image as HTMLImageElement).complete))
        .toBe(true);
      expect(await placeOf()).toBe(before);
    });

    test('Related articles come with the page from the server: links without JavaScript, no search asked when it loads', async ({ page, browser }) => {
      const searches: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
      });
      await openPage(page, '/article/genlock-and-timecode-setup');
      const shown = await page.getByRole('region', { name: 'Related articles' }).getByRole('link').allTextContents();
      expect(shown.length).toBeGreaterThan(0);
      expect(searches).toEqual([]);

      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const plain = await context.newPage();
      await plain.goto('/article/genlock-and-timecode-setup');
      await expect(plain.getByRole('region', { name: 'Related articles' }).getByRole('link')).toHaveText(shown);
      await context.close();
    });
  });
}
