import { expect, test } from '../support/test';
import { layoutShiftWhenSettled, watchLayoutShift } from '../support/layoutShift';

const SLUG = 'genlock-and-timecode-setup';

test.describe('server-rendered article pages', () => {
  test('a reader without JavaScript sees the article, its title and its tags', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/article/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Genlock and Timecode Setup | Skyframe Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Genlock and Timecode Setup' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Reading time:')).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/article/${SLUG}$`));
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(2);
    await context.close();
  });

  test('an unknown article answers 404 with the not-found page, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/article/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await context.close();
  });

  test('a reader without JavaScript searches from the header, sees the results and can open one', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the knowledge base' }).fill('genlock');
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search the knowledge base' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=genlock&aiSummary=true$/);
    await expect(page).toHaveTitle('genlock - Search Results | Skyframe Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “genlock”' })).toBeVisible();
    await expect(page.getByText(/^\d+ articles? found$/)).toBeVisible();
    // No summary comes without JavaScript: its place, kept for the app, is not shown empty.
    await expect(page.getByRole('heading', { name: 'Search Summary' })).toBeHidden();
    await page.getByRole('link', { name: 'Genlock and Timecode Setup' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/article/${SLUG}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Genlock and Timecode Setup' })).toBeVisible();
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`the React app takes over without layout shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShift(page);
      await page.goto(`/article/${SLUG}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Genlock and Timecode Setup' })).toBeVisible();
      expect(await layoutShiftWhenSettled(page)).toBeLessThan(0.05);
    });
  }
});

test('the search page shows its results and summary without layout shift on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShift(page);
  await page.goto('/search?q=lens%20calibration&aiSummary=true');
  await expect(page.getByRole('heading', { name: 'Search Summary' })).toBeVisible();
  expect(await layoutShiftWhenSettled(page)).toBeLessThan(0.05);
});
