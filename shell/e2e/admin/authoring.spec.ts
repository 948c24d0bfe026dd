import { slugify } from '@kb/contracts';
import { expect, test, type Page } from '../support/test';
import { storeNewSession } from './adminSession';
import { appTookOver } from '../support/takeover';
import { EditorPage } from './editorPage';

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('authoring in the admin console', () => {
  test.beforeEach(async ({ page }) => {
    await storeNewSession(page, 'Nora Newpage');
    await page.goto('/admin');
  });

  test('New article, publish, Settings with a 301 from the old slug, Unpublish (410) and Restore', async ({ page, context }) => {
    test.setTimeout(120_000);
    const editor = new EditorPage(page);
    // A retry makes an article of its own: the first attempt's holds these slugs.
    const attempt = test.info().retry ? ` ${test.info().retry + 1}` : '';
    const [PRIMER, GUIDE] = [`Pelican Genlock Primer${attempt}`, `Pelican Genlock Guide${attempt}`];
    const [PRIMER_SLUG, GUIDE_SLUG] = [slugify(PRIMER), slugify(GUIDE)];

    await test.step('New article: the slug follows the title and is checked as it is typed', async () => {
      await editor.button('New article').click();
      await dialog(page).getByLabel('Title').fill('Lens Calibration Basics');
      await expect(dialog(page).getByLabel('Slug')).toHaveValue('lens-calibration-basics');
      await expect(dialog(page).getByText("The slug 'lens-calibration-basics' is already used by the article 'Lens Calibration Basics'")).toBeVisible();
      await dialog(page).getByLabel('Title').fill(PRIMER);
      await expect(dialog(page).getByText(`Available: /article/${PRIMER_SLUG}`)).toBeVisible();
      await dialog(page).getByLabel('Category').selectOption({ label: 'Live Production' });
      await dialog(page).getByRole('button', { name: 'Create draft' }).click();
      await expect(page.getByText(`You are currently editing: Drafts / ${PRIMER}`)).toBeVisible();
      await expect(page.locator('[data-status]')).toHaveText('Draft');
    });

    await test.step('a draft is not on the site; its first Publish puts it there', async () => {
      expect((await page.request.get(`/api/articles/${PRIMER_SLUG}`)).status()).toBe(404);
      await editor.toHtmlMode();
      await editor.htmlArea.fill('<h2>Pelican wiring</h2><p>Connect the pelican genlock.</p>');
      await editor.button('Save').click();
      await expect(page.getByText('Revision saved')).toBeVisible();
      await expect(editor.history).toBeVisible();
      await editor.button('Publish').click();
      await expect(page.getByText('Revision published')).toBeVisible();
      // The article's status badge (the Revision History lists a Published revision too).
      await expect(page.locator('[data-status]')).toHaveText('Live');
      const visitor = await context.newPage();
      await visitor.goto(`/article/${PRIMER_SLUG}`);
      await expect(visitor.getByRole('heading', { level: 1, name: PRIMER })).toBeVisible();
      await visitor.close();
    });

    await test.step('Settings: a new slug and title; the old address answers 301 (server and in-app)', async () => {
      await editor.button('Settings').click();
      await dialog(page).getByLabel('Title').fill(GUIDE);
      await dialog(page).getByLabel('Slug').fill(GUIDE_SLUG);
      await expect(dialog(page).getByText(`/article/${PRIMER_SLUG} will redirect here (301).`)).toBeVisible();
      await dialog(page).getByLabel('SEO keywords (comma-separated)').fill('genlock, pelican');
      await dialog(page).getByRole('button', { name: 'Save settings' }).click();
      // A new slug writes the article, its old slug's redirect and the audit: more than 7 s once late in a busy run.
      await expect(dialog(page)).toBeHidden({ timeout: 20_000 });
      const old = await page.request.get(`/article/${PRIMER_SLUG}`, { maxRedirects: 0 });
      expect(old.status()).toBe(301);
      expect(old.headers().location).toBe(`/article/${GUIDE_SLUG}`);
      const visitor = await context.newPage();
      await visitor.goto('/');
      // The in-app route change needs the app listening to history.
      await appTookOver(visitor);
      await visitor.evaluate((slug) => {
        history.pushState({}, '', `/article/${slug}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }, PRIMER_SLUG);
      await expect(visitor.getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
      await expect(visitor).toHaveURL(new RegExp(`/article/${GUIDE_SLUG}$`));
      await visitor.close();
    });

    await test.step('Unpublish: 410 Gone for its page; Restore brings it back', async () => {
      await editor.button('Unpublish').click();
      await dialog(page)
        .getByRole('button', { name: `Unpublish “${GUIDE}”` })
        .click();
      await expect(page.getByText('Article unpublished')).toBeVisible();
      const gone = await page.request.get(`/article/${GUIDE_SLUG}`);
      expect(gone.status()).toBe(410);
      const visitor = await context.newPage();
      await visitor.goto(`/article/${GUIDE_SLUG}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Article No Longer Available' })).toBeVisible();
      await editor.button('Restore').click();
      await expect(page.getByText('Article restored')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByRole('heading', { level: 1, name: GUIDE })).toBeVisible();
      await visitor.close();
    });
  });

  test('a draft is deleted only after a confirmation that names it', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.newDraft('Throwaway Draft Note');
    await editor.button('Delete').click();
    await expect(dialog(page).getByRole('heading', { name: 'Delete “Throwaway Draft Note”?' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Delete “Throwaway Draft Note”' }).click();
    await expect(page.getByText('Article deleted')).toBeVisible();
    await expect(page.getByText('Select an article or saved concept to begin editing')).toBeVisible();
    await expect(page.getByRole('button', { name: /Throwaway Draft Note/ })).toHaveCount(0);
  });

  test('categories: add, rename, Move (never into its own subtree) and delete; the public tree follows', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Categories' }).click();
    const categories = page.getByRole('region', { name: 'Categories' });
    const publicNames = async () => JSON.stringify(await (await page.request.get('/api/categories')).json());

    await categories.getByLabel('Category name').fill('Heron Rigs');
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Category added')).toBeVisible();
    await categories.getByLabel('Category name').fill('Heron Cables');
    await categories.getByLabel('Parent').selectOption({ label: 'Heron Rigs' });
    await categories.getByRole('button', { name: 'Add category' }).click();
    await expect(categories.getByRole('button', { name: 'Rename Heron Cables' })).toBeVisible();
    // Nothing is published in it yet, so its name is not public (security review 2, finding 12).
    expect(await publicNames()).not.toContain('"Heron Cables"');

    await categories.getByRole('button', { name: 'Move Heron Rigs' }).click();
    const parent = dialog(page).getByLabel('Parent');
    await expect(parent.locator('option', { hasText: 'Heron Cables' })).toHaveCount(0);
    await expect(parent.locator('option', { hasText: /^Live Production$/ })).toHaveCount(1);
    await page.keyboard.press('Escape');

    await categories.getByRole('button', { name: 'Rename Heron Cables' }).click();
    await dialog(page).getByLabel('Name').fill('Heron Connectors');
    await dialog(page).getByRole('button', { name: 'Save category' }).click();
    await expect(categories.getByRole('button', { name: 'Rename Heron Connectors' })).toBeVisible();
    expect(await publicNames()).not.toContain('"Heron Connectors"');

    await categories.getByRole('button', { name: 'Delete Heron Rigs' }).click();
    await dialog(page).getByRole('button', { name: 'Delete “Heron Rigs”' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText("The category 'Heron Rigs' is not empty: it has 1 subcategory");
    await page.keyboard.press('Escape');

    await categories.getByRole('button', { name: 'Move Heron Connectors' }).click();
    await dialog(page).getByLabel('Parent').selectOption({ label: 'Live Production' });
    await dialog(page).getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('Category moved')).toBeVisible();
    await categories.getByRole('button', { name: 'Delete Heron Rigs' }).click();
    await dialog(page).getByRole('button', { name: 'Delete “Heron Rigs”' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();
    expect(await publicNames()).not.toContain('"Heron Rigs"');
  });
});
