import { expect, test, type Page } from '../support/test';
import { storeSession } from './adminSession';
import { EditorPage } from './editorPage';
import { ARTICLE, noSidewaysScroll, rareWord, screenshots, versionSiteForFile } from './versionSite';

/**
 * Editing in a version (issue 31): a publisher forks 4.1 from the docs (named 4.2), picks 4.1 in the
 * editor, edits and publishes an article there; readers of /v/4.1 see it, readers of the current docs do
 * not; Compare with 4.1 shows the difference. On a site of the spec's own: a version changes every page.
 */
const WORD = rareWord('zr');
const FORK_TEXT = `Release 4.1 calibrates with the ${WORD} chart.`;
const own = versionSiteForFile('Vera Owner', WORD);

/** The editor's Version picker is on screen. */
const pickerShown = (page: Page) => async () => {
  await expect(page.getByRole('combobox', { name: 'Version' })).toBeInViewport();
};

test('a publisher edits and publishes an article in another version; only that version’s readers see it; Compare shows the difference', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const { site, publisher, articleId } = own.ready();
  const editor = new EditorPage(page);
  await storeSession(page, publisher);

  await test.step('the publisher forks 4.1 from the docs, named 4.2', async () => {
    await page.goto(`${site.url}/admin/versions`);
    const form = page.getByRole('form', { name: 'Create version' });
    await form.getByLabel('Name of the current docs').fill('4.2');
    await form.getByLabel('New version name').fill('4.1');
    await form.getByLabel('Shown to readers as').selectOption({ label: 'Deprecated' });
    await form.getByRole('button', { name: 'Create version' }).click();
    await expect(page.getByRole('combobox', { name: 'Status of 4.1' })).toHaveValue('deprecated');
  });

  const version = page.getByRole('combobox', { name: 'Version' });
  await test.step('picks 4.1 in the editor: the URL keeps it, Back and Forward move between the versions', async () => {
    await page.goto(`${site.url}/admin/articles/${articleId}`);
    await expect(page.getByText(new RegExp(`^Live_Articles / .+ / ${ARTICLE.title}$`))).toBeVisible();
    await expect(version).toHaveValue('4.2');
    await expect(version.locator('option')).toHaveText(['4.2 (Current)', '4.1 (Deprecated)']);
    await version.selectOption('4.1');
    await expect(page).toHaveURL(`${site.url}/admin/articles/${articleId}?version=4.1`);
    await expect(page.getByText('Live in 4.1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', `/v/4.1/article/${ARTICLE.slug}`);
    await page.goBack();
    await expect(page).toHaveURL(`${site.url}/admin/articles/${articleId}`);
    await expect(version).toHaveValue('4.2');
    await expect(page.locator('[data-status]')).toHaveText('Live');
    await page.goForward();
    await expect(version).toHaveValue('4.1');
    await expect(page.getByText('Live in 4.1')).toBeVisible();
  });

  await test.step('edits and publishes the article there; a reload stays in 4.1', async () => {
    await editor.toHtmlMode();
    await editor.htmlArea.fill(`<h2>Calibration in 4.1</h2><p>${FORK_TEXT}</p>`);
    await editor.save();
    await editor.button('Publish').click();
    await expect(page.getByText('Revision published')).toBeVisible();
    await expect(editor.history.getByText('Published')).toHaveCount(1);
    await page.reload();
    await expect(version).toHaveValue('4.1');
    await editor.toHtmlMode();
    await expect(editor.htmlArea).toHaveValue(new RegExp(WORD));
  });

  await test.step('readers of /v/4.1 see the change; readers of the current docs do not', async () => {
    const reader = await page.context().newPage();
    await reader.goto(`${site.url}/v/4.1/article/${ARTICLE.slug}`);
    await expect(reader.getByText(FORK_TEXT)).toBeVisible();
    await reader.goto(`${site.url}/article/${ARTICLE.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(reader.getByText(WORD)).toHaveCount(0);
    await reader.close();
  });

  await test.step('screenshots of the editor in 4.1', async () => {
    await screenshots(page, testInfo, 'editor-in-4.1', pickerShown(page));
  });

  await test.step('on the main line, Compare with 4.1 shows the difference word by word', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await version.selectOption('4.2');
    await expect(page).toHaveURL(`${site.url}/admin/articles/${articleId}`);
    await editor.button('Compare').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Compare with' }).selectOption({ label: 'Version 4.1 (Deprecated)' });
    await expect(dialog.getByRole('combobox', { name: 'To' }).locator('option:checked')).toHaveText('Live article');
    const differences = dialog.getByLabel('Differences');
    await expect(differences.getByRole('heading', { level: 2, name: 'Calibration in 4.1' })).toBeVisible();
    await expect(differences.locator('del').filter({ hasText: WORD })).toHaveCount(1);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await noSidewaysScroll(page)).toBe(true);
      await testInfo.attach(`compare-with-4.1-${width}-dark.png`, { body: await page.screenshot(), contentType: 'image/png' });
    }
  });
});
