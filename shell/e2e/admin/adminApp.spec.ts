import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { type AdminSession, apiSignIn, storeNewSession, storeSession } from './adminSession';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
const TITLE = 'Creating Your First Project';

/** The id of a seed article, found through the console's own search call. */
async function articleId(request: APIRequestContext, session: AdminSession, title: string): Promise<string> {
  const response = await request.get(`/api/admin/article-search?q=${encodeURIComponent(title)}`, {
    headers: { Authorization: `Bearer ${session.sessionToken}` },
  });
  expect(response.status()).toBe(200);
  const { rows } = (await response.json()) as { rows: { id: string; title: string }[] };
  return rows.find((row) => row.title === title)!.id;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

test.describe('the admin console as an app', () => {
  let session: AdminSession;
  test.beforeEach(async ({ page }) => {
    session = await storeNewSession(page, 'Ada Appwide');
  });

  test('deep link: /admin/articles/<id> opens that article in the editor, with View and a link to the site', async ({ page }) => {
    const id = await articleId(page.request, session, TITLE);
    await page.goto(`/admin/articles/${id}`);
    // Among the run's first pages, on a server that has just started beside another worker: the console's first
    // load (remote, editor chunk, article) once took more than the default 7 s there (a CI run, under load).
    await expect(page.getByText(`You are currently editing: Live_Articles / Getting Started / First Project / ${TITLE}`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Article content' })).toContainText('project');
    await expect(page.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', /^\/articles\/creating-your-first-project$/);
    await expect(page.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', '/');
    await expect(nav(page).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
  });

  test('Back and Forward move between sections and articles', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content Gap Analysis', exact: true })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await expect(page.getByRole('region', { name: 'Audit log', exact: true }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Articles' }).click();
    await page.getByRole('button', { name: /^Getting Started \(\d+\)$/ }).click();
    await page.getByRole('button', { name: /^First Project \(\d+\)$/ }).click();
    await page.getByRole('button', { name: TITLE, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    const articleUrl = page.url();

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/articles$/);
    await expect(page.getByText('Select an article or saved concept to begin editing')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible();
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(articleUrl);
    await expect(page.getByText(`/ ${TITLE}`)).toBeVisible();
  });

  test('search as you type finds an article by title or slug and opens it', async ({ page }) => {
    await page.goto('/admin/articles');
    const box = page.getByRole('searchbox', { name: 'Search articles by title or slug' });
    await box.pressSequentially('first proj', { delay: 60 });
    const results = page.getByRole('list', { name: 'Matching articles' });
    await expect(results.getByRole('button', { name: new RegExp(`^${TITLE}`) })).toBeVisible();
    await box.fill('creating-your-first');
    await results.getByRole('button', { name: new RegExp(`^${TITLE}`) }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`/ ${TITLE}`)).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no sideways scroll; the tree is a drawer; the editor gets the width and takes text', async ({ page }) => {
    const session = await apiSignIn(page.request, 'Mo Mobile');
    await storeSession(page, session);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.goto(`/admin/articles/${await articleId(page.request, session, TITLE)}`);
    const editor = page.getByRole('textbox', { name: 'Article content' });
    await expect(editor).toBeVisible();
    expect((await editor.boundingBox())!.width).toBeGreaterThan(250);
    expect(await noSidewaysScroll(page)).toBe(true);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Typed on a phone.');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expect(editor).toContainText('Typed on a phone.');

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const drawer = page.getByRole('complementary', { name: 'Articles and concepts' });
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('searchbox', { name: 'Search articles by title or slug' })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(editor).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`screenshots of the sections at ${width} px, ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((value) => localStorage.setItem('skyframe-kb-theme', value), theme);
      const session = await apiSignIn(page.request, 'Sam Screens');
      await storeSession(page, session);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `app-dashboard-${width}-${theme}.png`) });
      await page.goto(`/admin/articles/${await articleId(page.request, session, TITLE)}`);
      await expect(page.getByRole('textbox', { name: 'Article content' })).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `app-article-${width}-${theme}.png`) });
      // Settings: the article's category stays chosen in its picker (issue 41).
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const settings = page.getByRole('dialog');
      await expect(settings.getByRole('combobox', { name: 'Category' })).toHaveValue(/.+/);
      await expect(settings.getByRole('combobox', { name: 'Category' }).locator('option:checked')).not.toHaveText('Loading categories…');
      await page.screenshot({ path: path.join(OUT, `app-settings-${width}-${theme}.png`) });
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await page
        .getByRole('button', { name: 'Expand sidebar' })
        .or(page.getByRole('button', { name: 'Collapse sidebar' }))
        .first()
        .waitFor();
      if (width === 390) await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await page.getByRole('searchbox', { name: 'Search articles by title or slug' }).fill('camera');
      await expect(page.getByRole('list', { name: 'Matching articles' }).getByRole('button').first()).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `app-search-${width}-${theme}.png`) });
      await page.goto('/admin/categories');
      await expect(page.getByRole('button', { name: 'Add category' })).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `app-categories-${width}-${theme}.png`) });
    });
  }
}
