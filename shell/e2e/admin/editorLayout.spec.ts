import { expect, test } from '../support/test';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

// A short window: the editor pane is crowded, which is when a flexible card would shrink.
test.use({ viewport: { width: 1280, height: 700 } });

test('editor sidebar is 460 px wide (48 px collapsed) and the Revision History card is 160 px high', async ({ page }) => {
  await storeNewSession(page, 'Lena Layout');
  await page.goto('/admin');
  const editor = new EditorPage(page);
  const sidebar = page.getByRole('complementary', { name: 'Articles and concepts' });

  await test.step('sidebar open and collapsed', async () => {
    await expect(sidebar).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(460);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect((await sidebar.boundingBox())?.width).toBe(48);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    expect((await sidebar.boundingBox())?.width).toBe(460);
  });

  await test.step('Revision History card after a save', async () => {
    await editor.openArticle(['Getting Started', 'First Project'], 'Creating Your First Project');
    await editor.toHtmlMode();
    await editor.htmlArea.fill(`${await editor.htmlArea.inputValue()}\n<p>Layout check revision.</p>`);
    await editor.save();
    await expect(editor.history).toBeVisible();
    expect((await editor.history.boundingBox())?.height).toBe(160);
    await editor.toVisualMode();
    expect((await editor.history.boundingBox())?.height).toBe(160);
  });
});
