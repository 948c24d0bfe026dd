import { expect, test } from '../support/test';
import { openPage } from '../support/openPage';

/** Issue 32, items 13 and 15: "Popular articles" and "Recently updated" on home, popular articles when a search finds nothing. */

test.beforeAll(async ({ browser }) => {
  // A reader reads an article: Insights counts the page view (written within a second).
  const page = await browser.newPage();
  await openPage(page, '/article/choosing-a-sync-reference');
  await page.waitForTimeout(1_500);
  await page.close();
});

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('home lists the categories, the most read articles and the articles updated last', async ({ page, request }) => {
      const { popular, recent } = (await (await request.get('/api/article-highlights')).json()) as Record<'popular' | 'recent', { title: string }[]>;
      expect(popular.length).toBeGreaterThan(0);
      await openPage(page, '/');
      await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Live Production' })).toBeVisible();
      const mostRead = page.getByRole('region', { name: 'Popular articles' });
      await expect(mostRead.getByRole('link')).toHaveText(popular.map((a) => a.title));
      const updated = page.getByRole('region', { name: 'Recently updated' });
      await expect(updated.getByRole('link')).toHaveText(recent.map((a) => a.title));
      await expect(updated.getByRole('listitem').first()).toContainText('Updated ');
      await mostRead.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(popular[0]!.title);
    });

    test('a search that finds nothing offers the popular articles', async ({ page }) => {
      await openPage(page, `/search?q=qzxv${width}nothing`);
      await expect(page.getByRole('region', { name: 'Popular articles' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recently updated' })).toHaveCount(0);
    });
  });
}
