import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test';
import { type AdminSession, storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
/** A 2×2 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

/** A new draft article of its own (the seed articles stay as other specs expect them); answers its id. */
async function newArticle(page: Page, session: AdminSession, slug: string): Promise<string> {
  const headers = { Authorization: `Bearer ${session.sessionToken}` };
  const categories = (await (await page.request.get('/api/admin/categories', { headers })).json()) as Array<{ id: string }>;
  const response = await page.request.post('/api/admin/articles', { headers, data: { title: `Editor blocks ${slug}`, slug, categoryId: categories[0]!.id } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Opens the article with `html` loaded through HTML mode, back in Visual mode. */
async function openWith(page: Page, id: string, html: string): Promise<EditorPage> {
  const editor = new EditorPage(page);
  await page.goto(`/admin/articles/${id}`);
  await editor.toHtmlMode();
  await editor.htmlArea.fill(html);
  await editor.toVisualMode();
  return editor;
}

/** Puts the cursor at the end of the block holding `text`. */
async function cursorAtEnd(page: Page, editor: EditorPage, text: string): Promise<void> {
  await editor.visual.getByText(text, { exact: true }).click();
  await page.keyboard.press('End');
}

async function htmlOf(editor: EditorPage): Promise<string> {
  await editor.toHtmlMode();
  const html = await editor.htmlArea.inputValue();
  await editor.toVisualMode();
  return html;
}

/** Pastes (or drops, at the middle of `target`) an image file, as the browser hands it to the page. */
async function handImage(target: Locator, how: 'paste' | 'drop', name: string) {
  await target.evaluate(
    (element, [base64, kind, fileName]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      const box = element.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true };
      if (kind === 'paste') element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, ...at }));
      // draft-js takes a drop only after the drag entered it.
      else for (const type of ['dragenter', 'dragover', 'drop']) element.dispatchEvent(new DragEvent(type, { dataTransfer: data, ...at }));
    },
    [PNG, how, name] as const,
  );
}

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
      await table.getByRole('button', { name: 'Remove row' }).click();
      await table.getByRole('button', { name: 'Remove column' }).click();
    });

    await test.step('Callout: a warning', async () => {
      await cursorAtEnd(page, editor, 'Open them first.');
      await page.getByRole('combobox', { name: 'Callout' }).selectOption({ label: 'Warning' });
      await expect(editor.visual.getByText('Warning:')).toBeVisible();
    });

    const html = await htmlOf(editor);
    expect(html).toContain('<table><thead><tr><th>Port</th><th>Use</th></tr></thead><tbody><tr><td>27100</td><td>Licence</td></tr></tbody></table>');
    expect(html).toContain('<blockquote class="kb-admonition kb-admonition-warning"><strong>Warning:</strong> Open them first.</blockquote>');

    await test.step('save, publish, and see them on the article page', async () => {
      await editor.save();
      await editor.button('Publish').click();
      await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
      await page.goto(`/articles/${slug}`);
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
      await page.getByTestId('image-file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
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
    await cursorAtEnd(page, editor, 'Draft start');
    await page.keyboard.type(', typed before the crash');
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('typed before the crash'), `kb-unsaved-text:${id}`);

    await page.reload();
    const offer = page.getByRole('status').filter({ hasText: 'was kept in this browser' });
    await expect(offer).toContainText(/Unsaved text from .+ was kept in this browser\./);
    await expect(editor.visual).not.toContainText('typed before the crash');
    await page.getByRole('button', { name: 'Restore unsaved text' }).click();
    await expect(editor.visual).toContainText('Draft start, typed before the crash');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    await editor.save();
    await page.waitForFunction((key) => localStorage.getItem(key) === null, `kb-unsaved-text:${id}`);
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
        await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ text: '<p>Kept</p>', savedAt: '2026-11-26T10:15:00.000Z' })), `kb-unsaved-text:${id}`);
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
