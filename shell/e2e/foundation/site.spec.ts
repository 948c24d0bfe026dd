import { expect, test, type Page, type Request } from '../support/test';

const ARTICLE = { slug: 'lens-calibration-basics', title: 'Lens Calibration Basics' };

/** Records every request URL a page makes. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/**
 * The server sends a plain snapshot (class kb-ssr) of articles and the 404 page; only the public remote's
 * layout in the browser replaces it and adds Quick Actions.
 */
async function expectRenderedByRemote(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.locator('.kb-ssr')).toHaveCount(0);
}

test.describe('the shell hosts both remotes', () => {
  test('home renders through the shell and the public remote', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByText(/2016/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin/login');
  });

  test('an article page renders its content', async ({ page }) => {
    await page.goto(`/article/${ARTICLE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(page.locator('article h2').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${ARTICLE.title} \\| `));
    await expectRenderedByRemote(page);
    await expect(page.getByRole('navigation', { name: 'In This Article' }).getByRole('link').first()).toBeVisible();
  });

  test('/articles/:slug redirects to /article/:slug', async ({ page }) => {
    await page.goto(`/articles/${ARTICLE.slug}`);
    await expect(page).toHaveURL(new RegExp(`/article/${ARTICLE.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
  });

  test('/admin/login loads the admin remote', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/admin/login');
    await expect(page.getByPlaceholder('Your Full Name')).toBeVisible();
    expect(urls.some((url) => url.includes('/remotes/admin-console/'))).toBe(true);
  });

  for (const path of ['/', `/article/${ARTICLE.slug}`, '/search?q=x']) {
    test(`a visitor on ${path} downloads nothing from admin-console`, async ({ page }) => {
      const urls = recordRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: 'Knowledge Base', exact: true })).toBeVisible();
      expect(urls.filter((url) => url.includes('/remotes/public-kb/')).length).toBeGreaterThan(0);
      expect(urls.filter((url) => url.includes('admin-console') || url.includes('admin_console'))).toEqual([]);
    });
  }

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or may have been moved.")).toBeVisible();
    await expectRenderedByRemote(page);
    await page.getByRole('link', { name: /homepage/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
