import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test';
import type { AdminSession } from './adminSession';
import { cursorAtEnd, EDITOR_WIDTHS, htmlOf, inViewAndOnTop, attemptSlug, newArticle, openWith, signedInAt } from './editorPage';

/** Issue 42, item 4: tables with rich cells, Tab between cells, a row and column menu; typed as a person would, on a laptop and a phone. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');

/** Clicks into a cell and selects its last `characters` with Shift+ArrowLeft. */
async function selectLast(page: Page, cell: Locator, characters: number): Promise<void> {
  await cell.click();
  await page.keyboard.press('End');
  for (let i = 0; i < characters; i += 1) await page.keyboard.press('Shift+ArrowLeft');
}

/** Opens the row and column menu of the cell that has the focus, and chooses `item`. */
async function fromMenu(page: Page, table: Locator, item: string): Promise<void> {
  await table.getByRole('button', { name: 'Table menu' }).click();
  const menu = page.getByRole('menu', { name: 'Table' });
  await expect(menu).toBeVisible();
  expect(await inViewAndOnTop(menu)).toBe(true);
  await menu.getByRole(item === 'Header row' ? 'menuitemcheckbox' : 'menuitem', { name: item }).click();
  await expect(menu).toHaveCount(0);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of EDITOR_WIDTHS) {
  test.describe(`tables at ${width} px`, () => {
    // Many steps and a publish: 25.6 s of the default 30 s on a clean-clone run, 35 s on the next.
    test.describe.configure({ timeout: 60_000 });
    let session: AdminSession;
    test.beforeEach(async ({ page }) => {
      session = await signedInAt(page, width, 'Tao Tables');
    });

    test('insert a table, Tab through it, format, link, use the menu, publish: the public page shows it', async ({ page }) => {
      const slug = `rich-table-${width}`;
      const editor = await openWith(page, await newArticle(page, session, slug, `Rich table ${width}`), '<p>Ports</p>\n<p>Open them first.</p>');
      const table = page.getByRole('group', { name: 'Table' });
      const cell = (name: string) => table.getByRole('textbox', { name, exact: true });

      await test.step('Insert table after "Ports", type in the cells with Tab; Tab in the last cell adds a row, Shift+Tab goes back', async () => {
        await cursorAtEnd(page, editor, 'Ports');
        await page.getByRole('button', { name: 'Insert table' }).click();
        await cell('Header, column 1').click();
        await page.keyboard.type('Port');
        for (const text of ['Use', 'Notes', '27100', 'Licence server', 'TCP', '27101', 'Sync']) {
          await page.keyboard.press('Tab');
          await page.keyboard.type(text);
        }
        await page.keyboard.press('Tab');
        await expect(cell('Row 2, column 3')).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(cell('Row 3, column 1')).toBeFocused();
        await page.keyboard.type('27102');
        await page.keyboard.press('Shift+Tab');
        await expect(cell('Row 2, column 3')).toBeFocused();
        await page.keyboard.type('UDP');
      });

      await test.step("bold a word with Ctrl+B, make a port inline code, link a word with the toolbar's Link", async () => {
        await selectLast(page, cell('Row 1, column 2'), 'server'.length);
        await page.keyboard.press('ControlOrMeta+b');
        await expect(cell('Row 1, column 2').locator('strong')).toHaveText('server');

        await selectLast(page, cell('Row 1, column 1'), '27100'.length);
        await page.getByRole('button', { name: 'Inline code', exact: true }).click();
        await expect(cell('Row 1, column 1').locator('code')).toHaveText('27100');

        await selectLast(page, cell('Row 2, column 2'), 'Sync'.length);
        await page.getByRole('button', { name: 'Link', exact: true }).click();
        const field = page.getByLabel('Link URL');
        await expect(field).toBeFocused();
        expect(await inViewAndOnTop(field)).toBe(true);
        await field.fill('https://example.com/sync');
        await page.keyboard.press('Enter');
        await expect(cell('Row 2, column 2').getByRole('link', { name: 'Sync' })).toHaveAttribute('href', 'https://example.com/sync');
        await expect(cell('Row 2, column 2')).toBeFocused();
      });

      await test.step('the menu: insert a column, delete a row, turn the header row off and on', async () => {
        await cell('Header, column 3').click();
        await fromMenu(page, table, 'Insert column right');
        await expect(cell('Header, column 4')).toBeFocused();
        await page.keyboard.type('Owner');
        await cell('Row 3, column 1').click();
        await fromMenu(page, table, 'Delete row');
        await expect(cell('Row 3, column 1')).toHaveCount(0);
        await fromMenu(page, table, 'Header row');
        await expect(table.locator('th')).toHaveCount(0);
        await fromMenu(page, table, 'Header row');
        await expect(table.locator('th')).toHaveCount(4);
        expect(await noSidewaysScroll(page)).toBe(true);
      });

      const html = await htmlOf(editor);
      expect(html).toBe(
        [
          '<p>Ports</p>',
          '<table><thead><tr><th>Port</th><th>Use</th><th>Notes</th><th>Owner</th></tr></thead><tbody>' +
            '<tr><td><code>27100</code></td><td>Licence <strong>server</strong></td><td>TCP</td><td></td></tr>' +
            '<tr><td>27101</td><td><a href="https://example.com/sync">Sync</a></td><td>UDP</td><td></td></tr></tbody></table>',
          '<p><br></p>',
          '<p>Open them first.</p>',
        ].join('\n'),
      );

      await test.step('save, publish, and see the table on the article page', async () => {
        await editor.save();
        await editor.button('Publish').click();
        await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
        await page.goto(`/articles/${attemptSlug(slug)}`);
        const published = page.locator('article table');
        await expect(published.getByRole('columnheader')).toHaveText(['Port', 'Use', 'Notes', 'Owner']);
        await expect(published.locator('td code')).toHaveText('27100');
        await expect(published.locator('td strong')).toHaveText('server');
        await expect(published.getByRole('link', { name: 'Sync' })).toHaveAttribute('href', 'https://example.com/sync');
        await expect(published.getByRole('row')).toHaveCount(3);
        await expect(published.getByRole('cell', { name: '27102' })).toHaveCount(0);
      });
    });

    test('an existing table with a link and code in its cells opens as a table, and is edited in place', async ({ page }) => {
      const existing =
        '<table><thead><tr><th>Port</th><th>Docs</th></tr></thead><tbody><tr><td><code>27100</code></td><td>see <a href="https://example.com/ports">the port list</a></td></tr></tbody></table>';
      const editor = await openWith(page, await newArticle(page, session, `existing-table-${width}`, `Existing table ${width}`), existing);
      const table = page.getByRole('group', { name: 'Table' });
      await expect(table).toBeVisible();
      await expect(page.getByText('HTML block (edit it in HTML mode)')).toHaveCount(0);
      const docs = table.getByRole('textbox', { name: 'Row 1, column 2' });
      await expect(docs.getByRole('link', { name: 'the port list' })).toHaveAttribute('href', 'https://example.com/ports');
      await expect(table.getByRole('textbox', { name: 'Row 1, column 1' }).locator('code')).toHaveText('27100');

      await docs.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' first');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('ControlOrMeta+i');
      expect(await htmlOf(editor)).toBe(
        '<table><thead><tr><th>Port</th><th>Docs</th></tr></thead><tbody><tr><td><code>27100</code></td><td><em>see <a href="https://example.com/ports">the port list</a> first</em></td></tr></tbody></table>',
      );
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`screenshot: a table with rich cells and its menu, ${theme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        const html = [
          '<h2>Ports</h2>',
          '<table><thead><tr><th>Port</th><th>Use</th><th>Notes</th></tr></thead><tbody>' +
            '<tr><td><code>27100</code></td><td>Licence <strong>server</strong></td><td>see <a href="https://example.com/ports">the port list</a></td></tr>' +
            '<tr><td><code>27101</code></td><td><em>Sync</em></td><td>UDP</td></tr></tbody></table>',
          '<p>Open them first.</p>',
        ].join('\n');
        await openWith(page, await newArticle(page, session, `table-shot-${width}-${theme}`, `Table shot ${width} ${theme}`), html);
        const table = page.getByRole('group', { name: 'Table' });
        await table.getByRole('textbox', { name: 'Row 1, column 2' }).click();
        await table.getByRole('button', { name: 'Table menu' }).click();
        const menu = page.getByRole('menu', { name: 'Table' });
        await expect(menu.getByRole('menuitem', { name: 'Insert row above' })).toBeFocused();
        expect(await inViewAndOnTop(menu)).toBe(true);
        expect(await noSidewaysScroll(page)).toBe(true);
        await page.screenshot({ path: path.join(OUT, `editor-table-menu-${width}-${theme}.png`) });
      });
    }
  });
}
