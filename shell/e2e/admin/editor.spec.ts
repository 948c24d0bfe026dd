import { expect, test } from '../support/test';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

test.describe('article editor', () => {
  test.beforeEach(async ({ page }) => {
    await storeNewSession(page, 'Erin Editor');
    await page.goto('/admin');
  });

  test('edit in both modes, save, publish, and see the change on the article page and in search', async ({ page, context }) => {
    const editor = new EditorPage(page);
    await editor.openArticle(['Live Production', 'Multi-Camera Shows'], 'Camera Switching and Tally Integration');
    await expect(page.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', '/articles/camera-switching-and-tally');

    await test.step('visual mode: type, make it bold, insert a formula', async () => {
      await editor.visual.locator('[data-block]').first().click();
      await page.keyboard.press('Control+Home');
      await page.keyboard.type('Zebrafinch ');
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      for (let i = 0; i < 'Zebrafinch '.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
      await editor.button('Bold').click();
      await expect(editor.button('Bold')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
      await editor.button('Formula').click();
      await page.getByLabel('LaTeX formula').fill('E = mc^2');
      await page.keyboard.press('Enter');
      await expect(editor.visual.locator('math').first()).toBeVisible();
    });

    await test.step('HTML mode shows the markup and keeps the Best Practice box; add a paragraph', async () => {
      await editor.toHtmlMode();
      const html = await editor.htmlArea.inputValue();
      expect(html).toContain('<span class="formula">E = mc^2</span>');
      expect(html).toMatch(/<strong>Zebrafinch\s*<\/strong>|<strong>Zebrafinch&nbsp;<\/strong>/);
      expect(html).toContain('<blockquote><strong>Best Practice:</strong>');
      await editor.htmlArea.fill(`${html}\n<p>Quokkaberry paragraph added in HTML mode.</p>`);
      await editor.toVisualMode();
      await expect(editor.visual.getByText('Quokkaberry paragraph added in HTML mode.')).toBeVisible();
      await editor.toHtmlMode();
      expect(await editor.htmlArea.inputValue()).toContain('<p>Quokkaberry paragraph added in HTML mode.</p>');
    });

    await test.step('save and publish', async () => {
      await expect(editor.button('Publish')).toBeDisabled();
      await editor.save();
      await expect(editor.history.getByText('Erin Editor').first()).toBeVisible();
      await editor.button('Publish').click();
      await expect(page.getByRole('status').filter({ hasText: 'Revision published' })).toBeVisible();
      await expect(editor.history.getByText('Published')).toBeVisible();
    });

    await test.step('the public article and search show the change', async () => {
      const reader = await context.newPage();
      await reader.goto('/article/camera-switching-and-tally');
      await expect(reader.getByText('Quokkaberry paragraph added in HTML mode.')).toBeVisible();
      await expect(reader.getByText(/Zebrafinch/).first()).toBeVisible();
      await expect(reader.locator('blockquote', { hasText: 'Best Practice:' })).toBeVisible();
      await reader.goto('/search?q=Quokkaberry');
      await expect(reader.getByRole('link', { name: /Camera Switching and Tally Integration/ }).first()).toBeVisible();
    });
  });

  test('load and delete revisions', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.openArticle(['Troubleshooting'], 'Collecting Diagnostic Bundles');
    await editor.toHtmlMode();
    const original = await editor.htmlArea.inputValue();
    for (const marker of ['Revision one marker', 'Revision two marker']) {
      await editor.htmlArea.fill(`${original}\n<p>${marker}</p>`);
      await editor.save();
    }
    const rows = editor.history.getByRole('listitem');
    await expect(rows).toHaveCount(2);

    await test.step('loading the older revision puts it in the editor, unsaved', async () => {
      await rows
        .nth(1)
        .getByRole('button', { name: /^Load revision/ })
        .click();
      await expect(editor.htmlArea).toHaveValue(/Revision one marker/);
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await expect(editor.button('Publish')).toBeDisabled();
    });

    await test.step('deleting the newest revision leaves one', async () => {
      await rows
        .nth(0)
        .getByRole('button', { name: /^Delete revision/ })
        .click();
      await expect(rows).toHaveCount(1);
    });
  });
});
