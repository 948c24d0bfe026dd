import { expect, test } from '../support/test';
import { EDITOR_FEATURES } from '../../../admin-console/src/editor/html/editorFeatures';
import { storeNewSession } from './adminSession';
import { EditorPage } from './editorPage';

const CATEGORIES = ['Troubleshooting', 'Performance'];
const TITLE = 'GPU Monitoring and Tuning';
/** A last paragraph to type into, so the visual editor writes the whole document out again. */
const LAST = '<p>Round trip end</p>';
const EDITED_LAST = '<p>Round trip end, edited</p>';

test('every editor feature survives Save, reopening the saved revision, and switching to Visual and back', async ({ page }) => {
  test.setTimeout(60_000);
  await storeNewSession(page, 'Rita Roundtrip');
  await page.goto('/admin');
  const editor = new EditorPage(page);
  const features = EDITOR_FEATURES.map(([, html]) => html).join('\n');
  const article = `${features}\n${LAST}`;

  await test.step('put every feature in HTML mode and save it (the API sanitises it)', async () => {
    await editor.openArticle(CATEGORIES, TITLE);
    await editor.toHtmlMode();
    await editor.htmlArea.fill(article);
    await editor.save();
  });

  await test.step('reload the page: the editor opens the saved revision, the working copy, marked as not yet live', async () => {
    await page.reload();
    await editor.openArticle(CATEGORIES, TITLE);
    await expect(page.getByRole('status').filter({ hasText: 'Unpublished changes' })).toContainText('saved by Rita Roundtrip');
    // "Compare with live": the saved revision against what readers have now.
    await page.getByRole('button', { name: 'Compare with live' }).click();
    const compare = page.getByRole('dialog', { name: `Compare versions of “${TITLE}”` });
    await expect(compare.getByRole('combobox', { name: 'From' }).locator('option:checked')).toHaveText('Live article');
    await expect(compare.getByRole('combobox', { name: 'To' }).locator('option:checked')).toHaveText(/^Revision by Rita Roundtrip/);
    await expect(compare.locator('ins', { hasText: 'Round trip end' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(compare).toBeHidden();
    await editor.toHtmlMode();
    await expect(editor.htmlArea).toHaveValue(/Test licenses a day before the show\./);
    await expect(page.getByText('Unsaved changes')).toBeHidden();
  });

  await test.step('switch to Visual, type into the last paragraph, and back to HTML', async () => {
    await editor.toVisualMode();
    await expect(editor.visual.getByText('Test licenses a day before the show.')).toBeVisible();
    await editor.visual.getByText('Round trip end').click();
    await page.keyboard.press('End');
    await page.keyboard.type(', edited');
    await editor.toHtmlMode();
    await expect(editor.htmlArea).toHaveValue(/Round trip end, edited/);
  });

  const html = await editor.htmlArea.inputValue();
  for (const [feature, markup] of EDITOR_FEATURES) {
    await test.step(feature, () => {
      expect.soft(html, `${feature} was lost`).toContain(markup);
    });
  }
  expect(html).toBe(`${features}\n${EDITED_LAST}`);
});
