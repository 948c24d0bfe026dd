import { expect, test, type Page } from '../support/test';
import { SearchResultsPage } from './visitorPages';
import { openPage } from '../support/openPage';

/** Issue 32, defects 5, 6, 8 and 12: snippets, marks, the not-found titles and a quick Enter in the palette. */

/** On the home page, opens the palette and types `query`: its dialog, field and list, once the list is of that query. */
async function searchInPalette(page: Page, query: string) {
  await openPage(page, '/');
  const dialog = page.getByRole('dialog', { name: 'Search the knowledge base' });
  const field = dialog.getByRole('combobox', { name: 'Search articles' });
  const list = dialog.getByRole('listbox');
  await page.keyboard.press('Control+k');
  await field.fill(query);
  await expect(list).toHaveAttribute('data-query', query);
  return { dialog, field, list };
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('defect 5: a snippet does not run a table cell or heading into the next sentence', async ({ page }) => {
      await openPage(page, '/search?q=license%20pool%20primary%20node');
      const results = new SearchResultsPage(page).results;
      const card = results.filter({ has: page.getByRole('link', { name: 'Activating Your License', exact: true }) });
      await expect(card).toContainText('Floating licenses are activated once on the Primary Node');
      await expect(card).not.toContainText('Primary Node Floating');
    });

    test('defect 6: the palette marks whole words and word starts, not fragments inside words', async ({ page }) => {
      const { dialog } = await searchInPalette(page, 'lens cal');
      await expect(dialog.locator('mark').first()).toBeVisible();
      const inside = await dialog.evaluate((element) =>
        [...element.querySelectorAll('mark')]
          .filter((mark) => /[\p{L}\p{N}]$/u.test(mark.previousSibling?.textContent ?? ''))
          .map((mark) => `${mark.previousSibling?.textContent?.slice(-8)}[${mark.textContent}]`),
      );
      expect(inside).toEqual([]);
    });

    test('defect 8: the not-found pages and the empty search page have their titles and one look', async ({ page }) => {
      await openPage(page, '/search');
      await expect(page).toHaveTitle('Search Results | Skyframe Studio');
      const looks: string[] = [];
      for (const [url, title] of [
        ['/no/such/page', '404 Page Not Found | Skyframe Studio'],
        ['/article/no-such-article', 'Article Not Found | Skyframe Studio'],
      ]) {
        await openPage(page, url!);
        await expect(page).toHaveTitle(title!);
        const home = page.getByRole('main').getByRole('link');
        await expect(home).toHaveCount(1);
        looks.push(
          await home.evaluate((element) =>
            ['background-color', 'padding', 'border-radius'].map((p) => getComputedStyle(element).getPropertyValue(p)).join(' '),
          ),
        );
      }
      expect(looks[0]).toBe(looks[1]);
    });

    test('defect 12: a highlight survives a refresh of the list, and Enter opens what is highlighted', async ({ page }) => {
      const { dialog, field, list } = await searchInPalette(page, 'prod');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/search\?.*q=produ(&|$)/, async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
      });
      await field.press('u');
      await page.keyboard.press('ArrowDown');
      const selected = dialog.getByRole('option', { selected: true });
      const title = (await selected.locator('span').first().textContent())!;
      release();
      await expect(list).toHaveAttribute('data-query', 'produ');
      await expect(selected.locator('span').first()).toHaveText(title);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });
}
