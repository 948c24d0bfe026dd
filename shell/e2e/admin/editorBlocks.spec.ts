import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { type AdminSession, storeNewSession } from './adminSession';
import { cursorAtEnd, drawnLabel, handImage, htmlOf, attemptSlug, newArticle, openWith, PNG } from './editorPage';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');

test.describe('the editor writers trust', () => {
  let session: AdminSession;
  test.beforeEach(async ({ page }) => {
    session = await storeNewSession(page, 'Wren Writer');
  });

  test('Enter after a heading starts a paragraph', async ({ page }) => {
    const editor = await openWith(page, await newArticle(page, session, 'enter-after-heading'), '<h2>Setup</h2>');
    await cursorAtEnd(page, editor, 'Setup');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plug in the tracker.');
    expect(await htmlOf(editor)).toBe('<h2>Setup</h2>\n<p>Plug in the tracker.</p>');
  });

  test('insert a table and a callout; they are published as the public page shows them', async ({ page }) => {
    const slug = 'table-and-callout';
    const editor = await openWith(page, await newArticle(page, session, slug), '<p>Ports</p>\n<p>Open them first.</p>');

    await test.step('Insert table, fill it, add a column', async () => {
      await cursorAtEnd(page, editor, 'Ports');
      await page.getByRole('button', { name: 'Insert table' }).click();
      const table = page.getByRole('group', { name: 'Table' });
      await table.getByRole('textbox', { name: 'Header, column 1' }).fill('Port');
      await table.getByRole('textbox', { name: 'Header, column 2' }).fill('Use');
      await table.getByRole('textbox', { name: 'Row 1, column 1' }).fill('27100');
      await table.getByRole('textbox', { name: 'Row 1, column 2' }).pressSequentially('Licence');
      await table.getByRole('textbox', { name: 'Row 2, column 3' }).click();
      for (const item of ['Delete row', 'Delete column']) {
        await table.getByRole('button', { name: 'Table menu' }).click();
        await page.getByRole('menu', { name: 'Table' }).getByRole('menuitem', { name: item }).click();
      }
    });

    await test.step('Callout: a warning', async () => {
      await cursorAtEnd(page, editor, 'Open them first.');
      await page.getByRole('combobox', { name: 'Callout' }).selectOption({ label: 'Warning' });
      const callout = editor.visual.locator('blockquote', { hasText: 'Open them first.' });
      await expect(callout).toHaveText('Open them first.');
      expect(await drawnLabel(callout)).toBe('Warning');
    });

    const html = await htmlOf(editor);
    expect(html).toContain('<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>Licence</td></tr></tbody></table>');
    expect(html).toContain('<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Open them first.</blockquote>');

    await test.step('save, publish, and see them on the article page', async () => {
      await editor.save();
      await editor.button('Publish').click();
      await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
      await page.goto(`/articles/${attemptSlug(slug)}`);
      const article = page.locator('article');
      await expect(article.getByRole('columnheader', { name: 'Port' })).toBeVisible();
      await expect(article.getByRole('cell', { name: 'Licence' })).toBeVisible();
      await expect(article.locator('blockquote.kb-admonition-warning')).toContainText('Warning: Open them first.');
    });
  });

  test('upload an image, paste one and drop one, each with its alt text, stored with the article media', async ({ page }) => {
    const editor = await openWith(page, await newArticle(page, session, 'images'), '<p>Grid</p>\n<p>Pasted here</p>\n<p>Dropped here</p>');

    await test.step('Upload image', async () => {
      await cursorAtEnd(page, editor, 'Grid');
      await page.getByTestId('image-file').setInputFiles({ name: 'Lens Grid.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
      await page.getByLabel('Alt text').fill('Lens grid');
      await page.getByRole('button', { name: 'Insert', exact: true }).click();
      const image = editor.visual.getByRole('img', { name: 'Lens grid' });
      await expect(image).toHaveAttribute('src', /^\/media\/lens-grid-[0-9a-f]{16}\.png$/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    });

    await test.step('paste', async () => {
      await cursorAtEnd(page, editor, 'Pasted here');
      await handImage(editor.visual, 'paste', 'image.png');
      await page.getByLabel('Alt text').fill('Pasted grid');
      await page.keyboard.press('Enter');
      await expect(editor.visual.getByRole('img', { name: 'Pasted grid' })).toHaveAttribute('src', /^\/media\/image-[0-9a-f]{16}\.png$/);
    });

    await test.step('drop', async () => {
      await handImage(editor.visual.getByText('Dropped here', { exact: true }), 'drop', 'dropped.png');
      await page.getByLabel('Alt text').fill('Dropped grid');
      await page.keyboard.press('Enter');
      await expect(editor.visual.getByRole('img', { name: 'Dropped grid' })).toBeVisible();
    });

    await test.step('an SVG is refused before it is sent', async () => {
      await page
        .getByTestId('image-file')
        .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
      await expect(page.getByRole('alert')).toHaveText('logo.svg is not a PNG, JPEG, WebP or GIF image');
      await page.getByRole('button', { name: 'Cancel' }).click();
    });

    const html = await htmlOf(editor);
    expect(html).toMatch(/<p>Grid<img src="\/media\/lens-grid-[0-9a-f]{16}\.png" alt="Lens grid"\/><\/p>/);
    expect(html).toContain('alt="Pasted grid"');
    expect(html).toContain('alt="Dropped grid"');
  });

  test('unsaved text is restored after a reload, and forgotten once saved', async ({ page }) => {
    const id = await newArticle(page, session, 'restore-after-reload');
    const editor = await openWith(page, id, '<p>Draft start</p>');
    const autosaved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/admin/articles/${id}/autosave`) && (response.request().postData() ?? '').includes('typed before the crash'),
    );
    await cursorAtEnd(page, editor, 'Draft start');
    await page.keyboard.type(', typed before the crash');
    expect((await autosaved).status()).toBe(200);

    await page.reload();
    const offer = page.getByRole('status').filter({ hasText: 'was saved automatically' });
    await expect(offer).toContainText(/Unsaved text from .+ was saved automatically\./);
    await expect(editor.visual).not.toContainText('typed before the crash');
    await page.getByRole('button', { name: 'Restore unsaved text' }).click();
    await expect(editor.visual).toContainText('Draft start, typed before the crash');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await editor.save();
    await page.reload();
    await expect(editor.history.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Restore unsaved text' })).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`screenshot: table, callouts, code and the restore offer at ${width} px, ${theme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
        const id = await newArticle(page, session, `shot-${width}-${theme}`);
        const autosaved = await page.request.post(`/api/admin/articles/${id}/autosave`, {
          headers: { Authorization: `Bearer ${session.sessionToken}` },
          data: { text: '<p>Kept</p>', baseRevisionId: null },
        });
        expect(autosaved.status()).toBe(200);
        const html = [
          '<h2>Ports</h2>',
          '<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>Licence</td></tr></tbody></table>',
          '<blockquote class="kb-admonition kb-admonition-note"><strong>Note:</strong> Restart after an update.</blockquote>',
          '<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Unplug first.</blockquote>',
          '<blockquote><strong>Best Practice:</strong> Test licenses a day before the show.</blockquote>',
          '<pre><code class="language-bash">sfctl status</code></pre>',
        ].join('\n');
        const editor = await openWith(page, id, html);
        await editor.visual.getByText('sfctl status').click();
        await expect(page.getByRole('combobox', { name: 'Code language' })).toHaveValue('bash');
        await expect(page.getByRole('button', { name: 'Restore unsaved text' })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: path.join(OUT, `editor-blocks-${width}-${theme}.png`), fullPage: true });
      });
    }
  }
});
