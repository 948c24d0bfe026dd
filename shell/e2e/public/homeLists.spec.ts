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
      const mostRead = page.getByRole('region', { name: 'Popular articles' });
      const updated = page.getByRole('region', { name: 'Recently updated' });
      let popular: { title: string }[] = [];
      // Specs on the other worker publish and read articles meanwhile: the lists read and the page opened must be of
      // the same moment, so both are taken again when another article came in between.
      await expect(async () => {
        const highlights = (await (await request.get('/api/article-highlights')).json()) as Record<'popular' | 'recent', { title: string }[]>;
        popular = highlights.popular;
        expect(popular.length).toBeGreaterThan(0);
        await openPage(page, '/');
        await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Live Production' })).toBeVisible();
        await expect(mostRead.getByRole('link')).toHaveText(
          popular.map((a) => a.title),
          { timeout: 3_000 },
        );
        await expect(updated.getByRole('link')).toHaveText(
          highlights.recent.map((a) => a.title),
          { timeout: 3_000 },
        );
      }).toPass({ timeout: 20_000 });
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
