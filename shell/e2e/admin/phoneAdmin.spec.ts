import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';
import { type AdminSession, storeNewSession } from './adminSession';
import { attemptSlug, newArticle, openWith } from './editorPage';
import { overflow } from '../support/screens';

/** Issue 42 item 8: the console on a phone (390 px), and the laptop (1280 px) unchanged. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/screenshots/admin');
const PHONE = { width: 390, height: 844 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const menu = (page: Page) => nav(page).getByRole('button', { name: 'Menu' });

/** Every section of the console, each with what shows once it has loaded (the editor has its own test). */
const SCREENS: Array<[string, (page: Page) => ReturnType<Page['getByRole']>]> = [
  ['/admin', (page) => page.getByRole('heading', { name: 'Article Editor' })],
  ['/admin/people', (page) => page.getByRole('heading', { level: 3, name: 'People', exact: true })],
  ['/admin/insights', (page) => page.getByRole('region', { name: 'Audit log', exact: true }).first()],
  ['/admin/audit', (page) => page.getByRole('form', { name: 'Audit log filters' })],
  ['/admin/reviews', (page) => page.getByRole('heading', { level: 2, name: 'Review queue', exact: true })],
  ['/admin/settings', (page) => page.getByRole('heading', { name: 'Site settings' })],
  ...['/admin/gaps', '/admin/translations', '/admin/categories', '/admin/versions', '/admin/account'].map(
    (url): [string, (page: Page) => ReturnType<Page['getByRole']>] => [url, (page) => page.getByRole('heading', { level: 2 }).first()],
  ),
];

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });
  let session: AdminSession;
  test.beforeEach(async ({ page }) => {
    session = await storeNewSession(page, 'Pia Phone');
  });

  test('the sections fold behind Menu; no screen scrolls sideways; People’s row actions are on screen', async ({ page }) => {
    // Eleven screens, each to network idle: about 30 s on a busy clean-clone run.
    test.slow();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible({ timeout: 20_000 });
    await expect(menu(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'People' })).toBeHidden();
    expect((await nav(page).boundingBox())!.height).toBeLessThanOrEqual(64);

    await menu(page).click();
    await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeHidden();
    await expect(menu(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('link', { name: 'People' }).click();
    await expect(page).toHaveURL(/\/admin\/people$/);
    await expect(menu(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeHidden();

    // A reader's long search without spaces, so that Insights has wide rows to fit.
    const searched = await page.request.post('/api/reader-events/search', { data: { q: 'anamorphic-lens-calibration-checklist-for-phones' } });
    expect(searched.ok()).toBe(true);
    for (const [url, loaded] of SCREENS) {
      await test.step(url, async () => {
        if (page.url() !== new URL(url, page.url()).href) await page.goto(url);
        await expect(loaded(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), url).toEqual({ past: 0, wide: [] });
      });
    }

    await test.step('People: a person’s row actions sit inside the window', async () => {
      await page.goto('/admin/people');
      const email = 'phone-row@example.com';
      const invited = await page.request.post('/api/admin/people', {
        headers: { Authorization: `Bearer ${session.sessionToken}` },
        data: { email, name: 'Row Phone', role: 'editor' },
      });
      expect(invited.status()).toBe(201);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: email });
      // Without a sideways swipe: each person's block holds their actions inside the window (an invited person's: Copy link, Resend, Revoke).
      for (const name of ['Copy link for Row Phone', 'Resend the invitation to Row Phone', 'Revoke the invitation of Row Phone']) {
        const box = (await row.getByRole('button', { name }).boundingBox())!;
        expect(box.x, name).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await overflow(page)).toEqual({ past: 0, wide: [] });
    });
  });

  test('the editor: the tree is a closed drawer, the toolbar one row, the save bar compact, and text can be typed', async ({ page }) => {
    const id = await newArticle(page, session, 'phone-editor', 'Phone editor');
    await test.step('an article chosen in the drawer closes the drawer', async () => {
      await page.goto('/admin/articles');
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await page.getByRole('searchbox', { name: 'Search articles by title or slug' }).fill(attemptSlug('phone-editor'));
      await page
        .getByRole('list', { name: 'Matching articles' })
        .getByRole('button', { name: /^Phone editor/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/articles/${id}$`));
      await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('textbox', { name: 'Article content' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search articles by title or slug' })).toBeHidden();
    });
    const editor = await openWith(page, id, '<p>Written on a phone.</p>');
    // The tree is a drawer, closed while an article is open: a button, not a panel over the editor.
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('searchbox', { name: 'Search articles by title or slug' })).toBeHidden();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(48);
    // The controls past the window are a sideways swipe of the toolbar away, not of the page.
    await toolbar.getByRole('button', { name: 'Insert table' }).scrollIntoViewIfNeeded();
    await expect(toolbar.getByRole('button', { name: 'Insert table' })).toBeInViewport();
    const saveBar = page.getByRole('button', { name: 'Save', exact: true }).locator('..');
    expect((await saveBar.boundingBox())!.height).toBeLessThanOrEqual(48);
    expect(await overflow(page)).toEqual({ past: 0, wide: [] });

    await editor.visual.getByText('Written on a phone.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' And more typed here.');
    await expect(editor.visual).toContainText('Written on a phone. And more typed here.');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
  });

  test('screenshots of the dashboard, the open Menu, People and the editor at 390 px, light and dark', async ({ page }) => {
    const id = await newArticle(page, session, 'phone-screens', 'Phone screens');
    const invited = await page.request.post('/api/admin/people', {
      headers: { Authorization: `Bearer ${session.sessionToken}` },
      data: { email: 'phone-shot@example.com', name: 'Shot Phone', role: 'publisher' },
    });
    expect(invited.status()).toBe(201);
    for (const colorScheme of ['light', 'dark'] as const) {
      // The console follows the system's scheme (no stored preference), read as a page loads.
      await page.emulateMedia({ colorScheme });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible({ timeout: 20_000 });
      await page.screenshot({ path: path.join(OUT, `phone-dashboard-390-${colorScheme}.png`) });
      await menu(page).click();
      await page.screenshot({ path: path.join(OUT, `phone-menu-390-${colorScheme}.png`) });
      await nav(page).getByRole('link', { name: 'People' }).click();
      await expect(page.getByRole('row').filter({ hasText: 'phone-shot@example.com' })).toBeVisible();
      await page.screenshot({ path: path.join(OUT, `phone-people-390-${colorScheme}.png`), fullPage: true });
      await page.goto(`/admin/articles/${id}`);
      await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Article content' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(OUT, `phone-editor-390-${colorScheme}.png`) });
    }
  });
});

test('at 1280 px there is no Menu button; the sections are links in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await storeNewSession(page, 'Lea Laptop');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Article Editor' })).toBeVisible({ timeout: 20_000 });
  await expect(menu(page)).toBeHidden();
  await expect(nav(page).getByRole('link', { name: 'Settings' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
});
